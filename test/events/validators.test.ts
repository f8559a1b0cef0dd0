import { expect } from '@open-wc/testing';
import fc from 'fast-check';

import {
  hearDetail,
  type HeardEventType,
  KillPreventedEvent,
  MAX_CARDS,
  MoraleDamageEvent,
  MoraleRequestEvent,
  RosterChangeEvent,
  RosterRequestEvent,
  RoutRolledEvent,
  SkirmishResolvedEvent,
  SkirmishUndoneEvent,
  UnitRecruitEvent,
  UpkeepMoraleEvent,
} from '../../src/events/index.js';
import { parseUnit, quote } from '../../src/rules/index.js';

const spearmen = { name: 'Spearmen', strength: 3, role: 'aggressor' as const };
const card = (id: string) => ({ id, unit: spearmen, pile: 'hand' as const });
const outcome = { commander: 'Ayla', cardId: 'c1', name: 'Spearmen', fate: 'exhausted' as const };

/** A valid detail of every event type widgets hear, as the widgets themselves send it. */
const VALID: { [K in HeardEventType]: unknown } = {
  'army-roster-change': new RosterChangeEvent({ commander: 'Ayla', name: 'Ayla', cards: [card('c1')] }).detail,
  'army-roster-request': {},
  'army-battle-change': { phase: 1, offense: 'Ayla', step: 'offense' },
  'army-battle-end': {
    winner: 'Ayla',
    reason: 'Brann is Routed (AC-MO-2)',
    kills: { Ayla: 2, Brann: 0 },
    morale: { Ayla: 5, Brann: 0 },
  },
  'army-skirmish-resolved': new SkirmishResolvedEvent({
    offense: outcome,
    defense: { ...outcome, commander: 'Borin', fate: 'killed' },
    winner: 'offense',
    margin: 4,
    discards: [{ name: 'Scouts', bonus: 1, by: 'offense', target: 'offense' }],
  }).detail,
  'army-skirmish-undone': new SkirmishUndoneEvent({
    number: 3,
    cards: [{ commander: 'Ayla', roster: 'north', cardId: 'c1', name: 'Spearmen' }],
    morale: [{ commander: 'Borin', amount: 2 }],
    reason: 'Skirmish #3',
  }).detail,
  'army-unopposed-resolved': {
    offense: outcome,
    defense: { commander: 'Borin', play: 'pass' },
    total: 9,
    damage: 2,
    number: 1,
    discards: [],
  },
  'army-morale-damage': new MoraleDamageEvent({ commander: 'Borin', amount: 2, reason: 'Unopposed', rule: 'AC-MO-7' })
    .detail,
  'army-morale-request': new MoraleRequestEvent({ commander: 'Borin' }).detail,
  'army-kill-prevented': new KillPreventedEvent({ commander: 'Borin', name: 'Soldier', paid: { morale: 3 } }).detail,
  'army-morale-change': { commander: 'Ayla', morale: 10, start: 12, routed: false, reason: 'Unopposed' },
  'army-routed': { commander: 'Ayla' },
  'army-rout-rolled': new RoutRolledEvent({
    commander: 'Ayla',
    killed: [{ name: 'Scouts' }],
    rolls: [{ name: 'Scouts', roll: 6, killed: true }],
  }).detail,
  'army-unit-recruit': new UnitRecruitEvent({
    commander: 'Ayla',
    unit: spearmen,
    lunari: 10,
    timesTrained: 0,
    quest: false,
  }).detail,
  'army-upkeep-morale': new UpkeepMoraleEvent({ commander: 'Ayla', morale: 2, lunari: 10 }).detail,
};
const TYPES = Object.keys(VALID) as HeardEventType[];

describe('event classes', () => {
  it('each sends its own type, crossing shadow roots to the document, with the detail it was given', () => {
    const detail = { commander: 'Borin', amount: 2, reason: 'Unopposed', rule: 'AC-MO-7' };
    const events = [new MoraleDamageEvent(detail), new RosterRequestEvent()];
    expect(events.map((e) => [e.type, e.bubbles, e.composed])).to.deep.equal([
      ['army-morale-damage', true, true],
      ['army-roster-request', true, true],
    ]);
    expect([events[0]!.detail, events[1]!.detail]).to.deep.equal([detail, {}]);
  });
});

describe('event validators', () => {
  it('accept what the widgets send, unchanged', () => {
    for (const type of TYPES) {
      const read = hearDetail(type, VALID[type]);
      expect(read.ok, type).to.equal(true);
      if (read.ok && type !== 'army-rout-rolled') expect(read.detail, type).to.deep.equal(VALID[type]);
    }
  });

  it('name the field and the reason of the cases reported from real pages', () => {
    const cases: Array<[HeardEventType, unknown, string]> = [
      ['army-roster-change', { commander: 'Borin', name: 'Borin' }, 'cards'],
      ['army-roster-change', null, 'detail'],
      ['army-roster-change', { commander: 'Borin', name: 'Borin', cards: 5 }, 'cards'],
      ['army-roster-change', { commander: 'Borin', name: 'Borin', cards: [null] }, 'cards[0]'],
      [
        'army-roster-change',
        { commander: 'Borin', name: 'Borin', cards: [{ id: 'a', unit: null, pile: 'hand' }] },
        'cards[0].unit',
      ],
      ['army-roster-change', { commander: 'Borin', name: 7, cards: [] }, 'name'],
      ['army-skirmish-resolved', { ...(VALID['army-skirmish-resolved'] as object), discards: [null] }, 'discards[0]'],
      ['army-rout-rolled', { commander: 'Ayla', killed: [null], rolls: [] }, 'killed[0]'],
      ['army-kill-prevented', { commander: 'Borin', name: 'Soldier', paid: '1' }, 'paid'],
      ['army-morale-damage', { commander: { toString: 1 }, amount: 1, reason: '', rule: '' }, 'commander'],
    ];
    for (const [type, detail, field] of cases) {
      const read = hearDetail(type, detail);
      expect(read.ok, `${type} ${JSON.stringify(detail)}`).to.equal(false);
      if (!read.ok) expect(read.field).to.equal(field);
    }
  });

  it('read own fields only: nothing comes from a polluted prototype', () => {
    const polluted = Object.create({ cards: [card('x')] }) as object;
    Object.assign(polluted, { commander: 'Ayla', name: 'Ayla' });
    const read = hearDetail('army-roster-change', polluted);
    expect(read.ok).to.equal(false);
  });

  it('survive getters and proxies that throw', () => {
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
        has: () => {
          throw new Error('trap');
        },
      },
    );
    const getter = {
      commander: 'Ayla',
      get amount(): number {
        throw new Error('getter');
      },
      reason: '',
      rule: '',
    };
    expect(hearDetail('army-roster-change', trap).ok).to.equal(false);
    expect(hearDetail('army-morale-damage', getter)).to.deep.include({ ok: false, field: 'detail' });
  });

  it(`refuse a roster of more than ${MAX_CARDS} cards before reading any`, () => {
    const cards = Array.from({ length: MAX_CARDS + 1 }, (_, i) => card(`c${i}`));
    const read = hearDetail('army-roster-change', { commander: 'Ayla', name: 'Ayla', cards });
    expect(read).to.deep.include({ ok: false, field: 'cards' });
    expect(hearDetail('army-roster-change', { commander: 'Ayla', name: 'Ayla', cards: cards.slice(1) }).ok).to.equal(
      true,
    );
  });

  it('copy what they read, so the sender cannot change it afterwards', () => {
    const sent = { commander: 'Ayla', name: 'Ayla', cards: [card('c1')] };
    const read = hearDetail('army-roster-change', sent);
    sent.cards.push(card('c2'));
    expect(read.ok && read.detail.cards).to.have.length(1);
  });

  it('never throw, whatever JSON value or detail they are given (fast-check)', () => {
    const anything = fc.oneof(
      fc.anything({ withObjectString: true, withNullPrototype: true, withSparseArray: true }),
      fc.record({
        commander: fc.anything(),
        name: fc.anything(),
        cards: fc.array(fc.anything()),
        killed: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), anything, (type, detail) => {
        const read = hearDetail(type, detail);
        return read.ok || (typeof read.field === 'string' && typeof read.reason === 'string');
      }),
      { numRuns: 2000 },
    );
  });

  it('turn any mutation of a valid detail into a valid detail or a named field (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), fc.string(), fc.jsonValue(), (type, key, value) => {
        const base = VALID[type] as Record<string, unknown>;
        const field = Object.keys(base)[key.length % Math.max(1, Object.keys(base).length)] ?? key;
        const read = hearDetail(type, { ...base, [field]: value });
        return read.ok || read.field.length > 0;
      }),
      { numRuns: 2000 },
    );
  });
});

describe('quoting bad values', () => {
  it('cuts long text and never calls a value’s own toString', () => {
    expect(quote('x'.repeat(100_000))).to.have.length.below(50);
    expect(quote({ toString: 1 })).to.equal('an object');
    expect(quote(Symbol('s'))).to.equal('a symbol');
  });

  it('AC-UN-1: a 100,000-character Strength is reported in a short message', () => {
    const parsed = parseUnit({ name: 'Spearmen', strength: '9'.repeat(5) + 'x'.repeat(100_000), role: 'trooper' });
    expect(parsed.ok).to.equal(false);
    if (!parsed.ok) expect(parsed.errors[0]).to.have.length.below(120);
  });

  it('AC-UN-1: traits that are not words are an error, not a crash', () => {
    const parsed = parseUnit({ name: 'Spearmen', strength: 1, role: 'trooper', traits: [{ toString: 1 }] });
    expect(parsed).to.deep.include({ ok: false });
  });
});
