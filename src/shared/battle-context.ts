import { ContextConsumer, ContextRoot, createContext } from '@lit/context';
import type { ReactiveController, ReactiveElement } from 'lit';

import type { BattleAction, BattleCard, BattleState, Seat, SkirmishNow } from '../rules/battle/index.js';
import { type Phrase, sameName } from '../rules/core/index.js';
import { inBoard } from './in-board.js';

/** Which roster fights for a commander, and the roster's card id of each of the commander's Battle cards in order. */
export interface BattleSide {
  readonly commander: string;
  readonly roster: string;
  readonly cards: readonly string[];
}

/**
 * What an `<army-battle>` gives the widgets nested in it: its Battle, who fights with which cards, what may be done
 * now and its play. Worked out by the board, so that a nested widget needs none of the Battle rules' code.
 */
export interface BattleBoard {
  readonly state: BattleState;
  readonly sides: readonly [BattleSide, BattleSide];
  /**
   * What `state.actor` may do now (`legalActions`), each with the words of its button: the rules' English
   * (`describeAction`) and as data (`actionPhrase`), for a widget to say in its reader's language.
   */
  readonly actions: readonly { readonly action: BattleAction; readonly label: string; readonly phrase: Phrase }[];
  /** The Skirmish about to be rolled, with its exact odds (`skirmishNow`). */
  readonly skirmish: SkirmishNow | undefined;
  /** Takes a step of the Battle as the board's own buttons do (the board rolls the dice it needs). */
  readonly act: (action: BattleAction) => void;
}

/**
 * The Battle a board runs, for the widgets nested in it (`@lit/context`): undefined before it starts. Widgets outside
 * a board never receive it and behave as on their own. A registered symbol, so that a board and the widgets in it
 * find each other even when they come from different bundles (`army-combat.js` and an element module).
 */
export const battleContext = createContext<BattleBoard | undefined>(Symbol.for('army-combat:battle'));

/** A commander's seat in the board's Battle, or undefined when they do not fight in it. */
export const seatOf = (board: BattleBoard, commander: string): Seat | undefined => {
  const seat = board.sides.findIndex((side) => sameName(side.commander, commander));
  return seat < 0 ? undefined : (seat as Seat);
};

/** A seat's cards from its roster, in setup order: the cards a power brought (R7, R8) are not the roster's. */
const rosterCards = (state: BattleState, seat: Seat) =>
  state.cards.filter((card) => card.owner === seat && card.grantedBy === undefined);

/** The Battle card of a roster card (by the roster's card id), or undefined when it is not in the Battle. */
export function battleCardOf(board: BattleBoard, seat: Seat, rosterCard: string): BattleCard | undefined {
  const index = board.sides[seat].cards.indexOf(rosterCard);
  return index < 0 ? undefined : rosterCards(board.state, seat)[index];
}

/** The roster's card id of a Battle card, or undefined for a card a power brought. */
export const rosterCardOf = (state: BattleState, side: BattleSide, seat: Seat, id: number): string | undefined =>
  side.cards[rosterCards(state, seat).findIndex((card) => card.id === id)];

let rooted = false;

/**
 * A board provides its Battle only once its engine has loaded, after the widgets inside it have asked (and it may be
 * defined after them, element modules loaded one by one): a ContextRoot on the page keeps their unanswered requests
 * and sends them again when the board's provider appears.
 */
function rootOnce() {
  if (rooted) return;
  rooted = true;
  new ContextRoot().attach(document.documentElement);
}

/**
 * For a widget that may sit inside an `<army-battle>`: follows the board's Battle (updating the host on every step)
 * and tells the seat of the host's commander. Outside a board `board` stays undefined and nothing changes.
 */
export class BattleController implements ReactiveController {
  board: BattleBoard | undefined;
  /** Inside an `<army-battle>`, started or not: the board, not the widget, runs the Battle. */
  nested = false;
  readonly #host: ReactiveElement;
  readonly #commander: () => string;

  constructor(host: ReactiveElement, commander: () => string) {
    this.#host = host;
    this.#commander = commander;
    rootOnce();
    host.addController(this);
    new ContextConsumer(host, {
      context: battleContext,
      subscribe: true,
      callback: (board) => {
        this.board = board;
        host.requestUpdate();
      },
    });
  }

  hostConnected() {
    const nested = inBoard(this.#host);
    if (nested !== this.nested) this.#host.requestUpdate();
    this.nested = nested;
  }

  /** Taken out of the board, the widget is on its own again (put back, the board answers its request anew). */
  hostDisconnected() {
    if (this.board) this.#host.requestUpdate();
    this.board = undefined;
  }

  /** The host commander's seat while a Battle runs on the board around it; undefined otherwise. */
  get seat(): Seat | undefined {
    return this.board ? seatOf(this.board, this.#commander()) : undefined;
  }
}
