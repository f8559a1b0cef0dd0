// The Battle a board runs, with its whole view: loaded with the board's engine on its first connect, so that a page
// registers `<army-battle>` for the cost of its frame, and the state machine comes only where a board is shown.
import { ContextProvider } from '@lit/context';
import { msg, str } from '@lit/localize';
import { html, nothing, type ReactiveController, type ReactiveElement } from 'lit';

import {
  type BattleAction,
  battleLog,
  type BattleState,
  battleStatus,
  describeAction,
  legalActions,
  needsDie,
  skirmishNow,
  startBattle,
  statusPhrase,
  unopposedNow,
} from '../../rules/battle/index.js';
import type { D6 } from '../../rules/core/index.js';
import { faceDown, tableView } from '../../rules/table/index.js';
import { battleContext } from '../../shared/battle-context.js';
import { adopt, type LazyModule, lazyModule, LazyPanel } from '../../shared/lazy-panel.js';
import { inLanguage, type LanguageController } from '../../shared/localize.js';
import { renderProblems } from '../../shared/problems.js';
import { battleWords } from '../../shared/rule-words/battle.js';
import { ShareController } from '../../shared/share.js';
import { renderSkirmishNow, renderUnopposedNow } from '../../shared/skirmish-now.js';
import { StoredStateController } from '../../shared/stored-state.js';
import { AfterBattle } from './battle-after.js';
import { applyResult, takeBack } from './battle-apply.js';
import { NpcAutopilot } from './battle-autopilot.js';
import { AwaitedRoll } from './battle-awaited.js';
import { BattleChances } from './battle-chances.js';
import { rememberedDice, renderDiceChoice } from './battle-dice.js';
import type * as BattleEngine from './battle-engine.js';
import { BoardFocus } from './battle-focus.js';
import { BattleImport } from './battle-import.js';
import { OddsBeforeBattle } from './battle-odds-before.js';
import { readyStatus, renderStart } from './battle-ready.js';
import {
  BATTLE_VERSION,
  type BattleRecord,
  replaySteps,
  restoreBattle,
  takeStep,
  virtualDice,
} from './battle-record.js';
import { rehearseStart } from './battle-rehearsal.js';
import { actionWords, BattleRolls } from './battle-rolls.js';
import { readSetup, routedAtStart } from './battle-setup.js';
import { boardShare } from './battle-share.js';
import { battleForWidgets, tellEnd, tellStep, tellWidgets, TOLD_ALOUD } from './battle-tell.js';
import { renderRulings, renderSides } from './battle-view.js';
import { battleViewStyles } from './battle-view.styles.js';
import type * as ReportView from './report-view.js';
import { eventWords } from './roll-card-view.js';

/** The report after the Battle (AC-BA-5, AC-BA-6): most boards show it once, after the play. */
const reportView = lazyModule(() => import('./report-view.js'));

/** What the session reads of its `<army-battle>`: the author's attributes, its language, and the dice box it sets. */
export interface BoardHost extends ReactiveElement {
  readonly languages: LanguageController;
  readonly stateKey: string;
  readonly seed: string;
  readonly oddsBattles: number;
  dice: 'virtual' | 'real';
  /** "Commanders and armies" is open. */
  armiesOpen: boolean;
}

/**
 * A board's Battle: its setup read from the widgets inside, every step taken through the rules' state machine, kept
 * under `state-key`, provided to the nested widgets (`battleContext`) and drawn, from the status to the log.
 */
export class BattleSession implements ReactiveController {
  /** The Battle's state now; null before it starts. */
  battle: BattleState | null = null;
  /** The Battle so far: its setup and every step. */
  #record: BattleRecord | null = null;
  /** Why the board cannot start, or why the last step was refused. */
  #problem = '';
  #storageNote = '';
  /** A roll waiting for the real dice thrown at the table. */
  #awaited = new AwaitedRoll();
  /** What the live region says: a new Phase, a Rout, the end. */
  #aloud = '';
  #reportNote = '';
  readonly #host: BoardHost;
  /** The attributes as last read (`Object.is`, as Lit compares them), so that each change is acted on once. */
  #seen: { stateKey?: string } = {};
  /** Battles started on this board (kept with each record): a seeded board's next Battle takes the seed's next dice. */
  #battles = 0;
  /** The step the last `army-battle-change` told, so that each is told once. */
  #told = '';
  /** Where the keyboard goes after a step, the dice box or Undo. */
  #focus: BoardFocus;
  /** Before the Battle: the chances of each commander. */
  #odds: OddsBeforeBattle;
  #provider: ContextProvider<typeof battleContext>;
  #store: StoredStateController<BattleRecord>;
  #report: LazyPanel<typeof ReportView>;
  /** Panels drawn only while open (their code is the engine's, loaded with it): the piles, the log, each ruling. */
  #engine: LazyModule<typeof BattleEngine>;
  #piles: LazyPanel<typeof BattleEngine>;
  #log: LazyPanel<typeof BattleEngine>;
  #rulings = new Map<string, LazyPanel<typeof BattleEngine>>();
  /** The Battle's rolls, each shown as its card. */
  #rolls = new BattleRolls();
  /** "Share": the Battle so far with the widgets inside, as a link to embed.html. */
  #share: ShareController;
  /** "New Battle" asks before an unapplied result is set aside; "Battles today" keeps the Battles it replaced. */
  #after: AfterBattle;
  /** Every record read passes its check before it is shown; "Import a Battle". */
  #import: BattleImport;
  /** During the Battle: the chance to win from here, and the chance after each action on demand. */
  #chances: BattleChances;
  /** "Play for Mira": a non-player commander's steps, chosen by the chances. */
  #autopilot: NpcAutopilot;
  /** "Start the Battle" pressed on the board's frame while this loaded: taken in the first update (`state-key` read). */
  #startNow: boolean;

  constructor(host: BoardHost, engine: LazyModule<typeof BattleEngine>, startNow = false) {
    adopt(host.renderRoot as ShadowRoot, battleViewStyles); // the view's own styles, loaded with it
    this.#host = host;
    this.#startNow = startNow;
    this.#focus = new BoardFocus(host);
    this.#focus.fromActions(); // the keyboard on the frame's Start goes on from this view's actions
    this.#engine = engine;
    this.#odds = new OddsBeforeBattle(host, () => this.battle !== null);
    this.#chances = new BattleChances(host);
    this.#autopilot = new NpcAutopilot(host, {
      chances: this.#chances,
      choose: (action) => this.#choose(action, true),
    });
    // Real or virtual dice as this browser chose last, unless the page says (`dice`).
    if (!host.hasAttribute('dice')) host.dice = rememberedDice() ?? host.dice;
    this.#provider = new ContextProvider(host, { context: battleContext, initialValue: undefined });
    this.#store = new StoredStateController<BattleRecord>(host, {
      scope: 'army-battle',
      version: BATTLE_VERSION,
      restore: restoreBattle,
      onExternalChange: (saved) => this.#import.offer(saved),
    });
    this.#import = new BattleImport(host, { record: () => this.#record, load: (record) => this.#set(record, true) });
    this.#report = new LazyPanel(host, reportView, 'the report');
    this.#piles = new LazyPanel(host, engine, 'the Morale and piles', true);
    this.#log = new LazyPanel(host, engine, 'the log');
    this.#share = new ShareController(
      host,
      boardShare(host, () => this.#record),
    );
    this.#after = new AfterBattle(host, {
      record: () => this.#record,
      battle: () => this.battle,
      apply: () => void this.#apply(),
      start: () => {
        this.#set(null);
        // A commander Routed in the last Battle (0 Morale) would lose the next as it starts: it waits for Start, said why.
        const read = this.#speak(() => readSetup(host));
        if (!('setup' in read) || !routedAtStart(read.setup).length) this.start();
      },
    });
    host.addController(this);
    rehearseStart(host, this);
  }

  /** Words written outside an update (a click's message, a copy's note), in the board's language. */
  #speak = <T>(work: () => T): T => inLanguage(this.#host.languages.language, work);

  /** Before each render: the attributes that changed since the last one take effect. */
  hostUpdate() {
    const host = this.#host;
    const seen = this.#seen;
    if (host.stateKey !== seen.stateKey) {
      seen.stateKey = host.stateKey;
      const loaded = this.#store.use(host.stateKey);
      this.#storageNote = loaded.kind === 'reset' ? loaded.note : '';
      if (loaded.kind === 'loaded') this.#import.offer(loaded.state);
    } else this.#import.recheck(); // every change of the armies inside updates the board (the odds before it)
    if (this.#startNow) this.start();
    this.#report.toggle(this.battle?.step === 'ended');
    if (host.armiesOpen) tellWidgets(host, this.#provider); // opened: the widgets show the step they were not yet told
  }

  hostUpdated() {
    const host = this.#host;
    this.#focus.updated(this.battle?.step === 'ended');
    this.#told = tellStep(host, this.battle, this.#record?.steps.length, this.#told);
  }

  /**
   * A Battle record, read or taken: its states (replayed unless known: a step taken adds one), shown, provided to
   * nested widgets and saved.
   */
  #set(record: BattleRecord | null, save = false, states = record && replaySteps(record)) {
    if (record && !this.#record) this.#host.armiesOpen = false; // a Battle begins: the decision first, widgets folded
    this.#record = record;
    this.#battles = Math.max(this.#battles, record?.battle ?? 0);
    this.battle = states?.at(-1) ?? null;
    this.#rolls.set(states ? record : null, states ?? []);
    this.#awaited.wait(null);
    if (this.battle) this.#odds.stop();
    else this.#odds.changed();
    this.#chances.follow(states);
    this.#autopilot.follow(states);
    tellWidgets(this.#host, this.#provider, { battle: battleForWidgets(this.battle, record, (a) => this.#choose(a)) });
    if (save && record) {
      const problem = this.#store.save(record);
      if (problem) this.#storageNote = problem;
    }
    this.#host.requestUpdate();
  }

  // Event handlers: each shows what it changed.

  /** "Start the Battle": the armies inside are read and, unless the rules refuse them, the Battle begins (AC-BA-1). */
  start = () => {
    this.#startNow = false;
    const read = this.#speak(() => readSetup(this.#host));
    let problem = 'problem' in read ? read.problem : '';
    if (!problem && 'setup' in read)
      try {
        startBattle(read.setup); // a setup the rules refuse says why (a Morale state already in a Battle, …)
      } catch (error) {
        problem = this.#speak(() => msg(str`The Battle cannot start: ${(error as Error).message}.`));
      }
    this.#problem = problem;
    this.#aloud = '';
    this.#reportNote = '';
    this.#host.requestUpdate();
    if (!problem && 'setup' in read) {
      this.#focus.fromActions();
      this.#battles++;
      this.#set({ setup: read.setup, sides: read.sides, steps: [], battle: this.#battles }, true);
    }
  };

  /**
   * A legal action chosen on the board, in a widget inside or by the autopilot (`auto`): taken now, or, with real dice,
   * once they are entered. The game master's own choice stops the autopilot.
   */
  #choose(action: BattleAction, auto = false) {
    const battle = this.battle;
    if (!battle) return;
    if (!auto) this.#autopilot.stop();
    if (this.#host.dice === 'real' && needsDie(battle, action)) {
      this.#awaited.wait(action, auto);
      this.#problem = '';
      this.#focus.dice(auto);
      this.#host.requestUpdate();
      return;
    }
    this.#act(action, virtualDice(this.#host.seed, this.#record), auto);
  }

  #act(action: BattleAction, dice: D6 | readonly number[], auto: boolean) {
    const record = this.#record;
    const battle = this.battle;
    if (!record || !battle) return;
    const taken = this.#speak(() => takeStep(record, battle, action, dice, auto));
    this.#host.requestUpdate();
    if ('moreDice' in taken) {
      // A tie, or a power's die after the roll: the dice entered are kept, the box asks for the next ones.
      this.#awaited.keep(dice as readonly number[]);
      this.#problem = '';
      return;
    }
    if ('reason' in taken) {
      this.#problem = taken.reason;
      this.#awaited.refuse(dice as readonly number[]);
      return;
    }
    this.#problem = '';
    this.#focus.step(auto);
    this.#set(taken.record, true, [...this.#rolls.states, taken.state]);
    const news = battleLog(taken.state).slice(battleLog(battle).length);
    const loud = news.filter((event) => TOLD_ALOUD.has(event.kind) || event.rule === 'AC-BA-5');
    if (loud.length) this.#aloud = this.#speak(() => loud.map(eventWords).join('. '));
    if (taken.state.step === 'ended') tellEnd(this.#host, taken.state); // once: the step that ended it
  }

  #enterDice = (event: SubmitEvent) => {
    event.preventDefault();
    const read = this.#speak(() => this.#awaited.read());
    const { action, auto } = this.#awaited;
    if ('problem' in read) {
      this.#problem = read.problem;
      this.#host.requestUpdate();
    } else if (action) this.#act(action, read.dice, auto);
  };

  #cancelDice = () => {
    this.#autopilot.stop();
    this.#awaited.wait(null);
    this.#problem = '';
    this.#focus.next();
    this.#host.requestUpdate();
  };

  #undo = () => {
    const record = this.#record;
    if (record?.applied) return void this.#apply(true);
    if (!record?.steps.length) return;
    this.#autopilot.stop();
    this.#aloud = '';
    this.#focus.undo();
    this.#set({ ...record, steps: record.steps.slice(0, -1) }, true);
  };

  /** AC-BA-6, once: the ended Battle's result goes to the rosters and trackers inside; `back`: Undo takes it back. */
  async #apply(back = false) {
    const record = this.#record;
    if (!record || Boolean(record.applied) !== back || record.own || this.battle?.step !== 'ended') return;
    const { undone, said } = back // all or none: none when a widget changed since (see takeBack)
      ? await takeBack(this.#host, this.battle, record.sides, this.#host.languages.language)
      : { undone: true, said: this.#speak(() => applyResult(this.#host, this.battle!, record.sides)) };
    this.#reportNote = said;
    if (undone && this.#record === record) this.#set({ ...record, applied: !back }, true);
    else this.#host.requestUpdate();
  }

  #reportOptions(report: typeof ReportView, battle: BattleState) {
    const record = this.#record;
    return {
      applied: Boolean(record?.applied),
      own: Boolean(record?.own),
      note: this.#reportNote,
      onCopy: async () => {
        this.#reportNote = await report.copyReport(battle, this.#host.languages.language, () =>
          this.#rolls.rollLines(),
        );
        this.#host.requestUpdate();
      },
      onExport: () => record && report.exportReport(battle, record),
      // "Apply" is disabled once pressed: the keyboard goes on from where a step leaves it (focusNext: "New Battle").
      onApply: () => (this.#focus.next(), void this.#apply()),
    };
  }

  #renderActions(battle: BattleState | null, missing: string) {
    if (!battle) return missing ? nothing : renderStart(this.start);
    if (this.#awaited.action) return this.#awaited.render(battle, this.#problem, this.#enterDice, this.#cancelDice);
    return legalActions(battle).map(
      (action) =>
        html`<button type="button" @click=${() => this.#choose(action)}>${actionWords(battle, action)}</button>`,
    );
  }

  /** A ruling's panel (its text drawn only while open), one per ruling for the board's life. */
  #ruling = (id: string) =>
    this.#rulings.get(id) ?? this.#rulings.set(id, new LazyPanel(this.#host, this.#engine, `ruling ${id}`)).get(id)!;

  /** Everything above the widgets inside (the title, the status, the actions, the panels), of `battle` if given. */
  render(battle = this.battle, record = this.#record) {
    const host = this.#host;
    const steps = record?.steps.length ?? 0;
    const status = battle ? battleWords(statusPhrase(battle), battleStatus(battle)) : readyStatus();
    // The rulings are found by the IDs the rules' words cite (the same in every language).
    const cited = battle ? [battleStatus(battle), ...legalActions(battle).map((a) => describeAction(battle, a))] : [];
    if (battle && faceDown(battle)) cited.push('R17'); // why the Offense card is nowhere to be seen
    cited.push(...this.#chances.cited, ...this.#autopilot.cited);
    const latest = battle ? battleLog(battle).slice(-3) : [];
    const [a, b] = battle?.commanders ?? [];
    const now = battle && skirmishNow(battle);
    // An army missing or empty: said at once, and no Start (nor odds) until it is there.
    const setup = battle ? null : readSetup(host);
    const missing = setup && 'problem' in setup ? setup.problem : '';
    const routed = setup && 'setup' in setup ? routedAtStart(setup.setup) : [];
    const problem = this.#awaited.action ? '' : this.#problem; // the real dice's: said under their field
    return html`<h3 id="battle-title">${a && b ? msg(str`Battle: ${a.name} against ${b.name}`) : msg('Battle')}</h3>
      ${renderProblems([...new Set([this.#odds.problem, this.#storageNote, missing, problem, ...routed])].filter(Boolean))}
      <output part="status">${status}</output>
      ${battle ? (now ? renderSkirmishNow(battle, now) : renderUnopposedNow(battle, unopposedNow(battle))) : nothing}
      ${battle ? this.#rolls.renderLatest('card') : nothing}
      <div part="actions" role="group" aria-label=${msg('What can be done now')}>
        ${this.#renderActions(battle, missing)}
      </div>
      ${this.#chances.render()} ${this.#autopilot.render()}
      <div class="tools">
        <button type="button" ?disabled=${steps === 0} @click=${this.#undo}>${msg('Undo')}</button>
        ${renderDiceChoice(host, record?.battle)} ${this.#after.renderNewBattle()}
      </div>
      ${this.#odds.render(setup)} ${this.#after.renderConfirm()}
      <p class="visually-hidden" aria-live="assertive">${this.#aloud}</p>
      ${
        battle
          ? html`${this.#rolls.renderLatest('lines')}
            ${renderRulings([...cited, ...latest.map((e) => e.rule ?? '')], this.#ruling)}
            ${this.#report.content((report) => report.renderReport(battle, this.#reportOptions(report, battle)))}
            ${this.#after.renderToday()}
            ${this.#piles.details(msg('Morale and piles'), () => renderSides(tableView(battle)), { class: 'piles' })}
            ${this.#log.details(msg('Log'), () => this.#rolls.renderLog(), { class: 'log', part: 'log' })}`
          : nothing
      }
      ${this.#import.render()} ${this.#share.render()}`;
  }
}
