// The aftermath window, Rout (AC-MO-2), the end of a Battle and its winner (AC-BA-4, AC-BA-5).
import type { D6 } from '../../core/index.js';
import { checkedDie } from '../../core/index.js';
import { leaveBattle, routRolls, totalMorale } from '../../morale/index.js';
import type { BattleEvent, Seat } from '../types.js';
import { rogueRolls } from './battle-powers.js';
import { hasAftermathOptions } from './checks.js';
import { beginTurn, cardName, event, log, name, type NextState, other, say, update, without } from './working-state.js';

/** Kill prevention (AC-SK-8, R5) and Healers (AC-HE-1), in `order`, skipping those with nothing to do. */
export function openAftermath(d: NextState, of: 'skirmish' | 'rout', order: readonly Seat[]): NextState {
  d.step = 'aftermath';
  d.aftermathOf = of;
  d.queue = order;
  return nextInQueue(d);
}

/** Gives the next commander in the queue their turn in the window, or closes it. */
export function nextInQueue(d: NextState): NextState {
  while (d.queue.length) {
    const seat = d.queue[0]!;
    d.queue = d.queue.slice(1);
    if (d.step === 'phase-2' || hasAftermathOptions(d, seat)) {
      d.actor = seat;
      return d;
    }
  }
  if (d.step === 'phase-2') return beginTurn(d, d.turn);
  if (d.aftermathOf === 'rout') return finish(d, d.end!);
  return beginTurn(d, other(d.turn)); // AC-BA-2
}

/** The commander keeps acting in the window while they have options. */
export function again(d: NextState, seat: Seat): NextState {
  if (hasAftermathOptions(d, seat)) return d;
  return nextInQueue(d);
}

/** AC-MO-2: the commander is Routed and loses; the opponent rolls for their Disabled and Exhausted units. */
export function rout(d: NextState, seat: Seat): NextState {
  d.routed = seat;
  d.winner = other(seat);
  const end = event('end', 'AC-MO-2', { key: 'routed', values: { commander: name(d, seat) } }, seat);
  d.end = end;
  log(d, { ...end, kind: 'routed' });
  if (!routUnits(d, seat).length) return finish(d, end);
  d.step = 'rout';
  d.actor = other(seat);
  d.queue = [];
  return d;
}

/** AC-MO-2: the Routed commander's units in the Disabled and Exhausted piles (Rituals are not units). */
const routUnits = (d: NextState, seat: Seat): number[] =>
  [...d.commanders[seat].disabled, ...d.commanders[seat].exhausted].filter((id) => d.cards[id]!.unit.role !== 'ritual');

/** AC-MO-2 (with Oathbound and R5): the opponent's d6 for each Routed unit; 5 or 6 Kills. */
export function rollRout(d: NextState, d6: D6): NextState {
  const seat = d.routed!;
  const c = d.commanders[seat];
  const ids = routUnits(d, seat);
  const rolls = routRolls(
    ids.map((id) => d.cards[id]!.unit),
    d6,
  );
  const killed: number[] = [];
  let disabled = c.disabled;
  let exhausted = c.exhausted;
  rolls.forEach((r, i) => {
    const id = ids[i]!;
    const oath = c.power?.classId === 'oathbound' && c.power.oathbound === id;
    const saved = r.killed && (oath || d.cards[id]!.grantedBy === 'chirurgeon');
    if (saved) {
      const power = oath ? 'Oathbound' : 'Chirurgeon';
      say(d, 'power', oath ? 'AC-CP' : 'R7', 'saved-instead', { power, card: cardName(d, id) }, seat);
      if (exhausted.includes(id)) {
        exhausted = without(exhausted, id);
        disabled = [...disabled, id];
      }
    }
    const dies = r.killed && !saved;
    say(d, 'rout-roll', 'AC-MO-2', dies ? 'rout-kill' : 'rout-roll', { card: cardName(d, id), roll: r.roll }, seat);
    if (dies) killed.push(id);
  });
  update(d, seat, {
    disabled: disabled.filter((id) => !killed.includes(id)),
    exhausted: exhausted.filter((id) => !killed.includes(id)),
    killed: [...c.killed, ...killed],
  });
  d.killedNow = killed;
  rogueRolls(d, other(seat), killed, d6); // R15
  return openAftermath(d, 'rout', [seat]); // R5: a Rout Kill may be prevented too
}

/**
 * AC-BA-5: a Routed commander loses (set before); otherwise more Kills, then higher Morale, then
 * a roll-off. Morale leaves the Battle (AC-BA-4).
 */
export function finish(d: NextState, end: BattleEvent): NextState {
  d.end = end;
  d.pending = undefined;
  d.queue = [];
  if (d.routed === undefined) log(d, end);
  if (d.winner === undefined) {
    const [a, b] = d.commanders;
    const kills = [b.killed.length, a.killed.length]; // enemy units each commander Killed
    const morales = [totalMorale(a.morale), totalMorale(b.morale)]; // the Base's Morale included (AC-MO-3)
    const by = kills[0] !== kills[1] ? kills : morales[0] !== morales[1] ? morales : undefined;
    if (!by) {
      d.step = 'roll-off';
      d.actor = d.turn;
      say(d, 'roll-off', 'AC-BA-5', 'roll-off-begins');
      return d;
    }
    const w: Seat = by[0]! > by[1]! ? 0 : 1;
    const score = { commander: name(d, w), won: by[w]!, lost: by[other(w)]! };
    say(d, 'winner', 'AC-BA-5', by === kills ? 'wins-kills' : 'wins-morale', score, w);
    d.winner = w;
  }
  return ended(d);
}

/** AC-BA-5: both roll a d6 until one is higher. */
export function rollOff(d: NextState, d6: D6): NextState {
  for (let round = 1; round <= 1000; round++) {
    const a = checkedDie(d6);
    const b = checkedDie(d6);
    say(d, 'roll-off', 'AC-BA-5', 'roll-off-rolls', { a: name(d, 0), rollA: a, b: name(d, 1), rollB: b });
    if (a !== b) {
      d.winner = a > b ? 0 : 1;
      say(d, 'winner', 'AC-BA-5', 'wins-roll-off', { commander: name(d, d.winner) }, d.winner);
      return ended(d);
    }
  }
  throw new RangeError('1000 equal roll-offs in a row: the d6 does not look random');
}

/** The Battle is over: Morale leaves the Battle (the Base's with it, AC-MO-3). */
export function ended(d: NextState): NextState {
  for (const s of [0, 1] as const) {
    const left = leaveBattle(d.commanders[s].morale);
    if (left.ok && left.state !== d.commanders[s].morale) update(d, s, { morale: left.state });
  }
  d.step = 'ended';
  d.queue = [];
  d.killedNow = [];
  d.aftermathOf = undefined;
  return d;
}
