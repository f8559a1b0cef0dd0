import type { ReactiveController, ReactiveElement } from 'lit';

import type { BattleController } from '../../shared/battle-context.js';
import { inBoard } from '../../shared/in-board.js';
import { warnNotLoaded } from '../../shared/lazy-panel.js';

/**
 * The `<army-battle>` around a tracker, if any. Its Battle (`@lit/context`) is loaded only by a tracker inside a
 * board: on their own, trackers never download it.
 */
export class BoardLink implements ReactiveController {
  /** Inside an `<army-battle>`, started or not: the board, not the tracker, runs the Battle's Morale. */
  get nested(): boolean {
    return (this.#nested ??= inBoard(this.#host)); // read first while drawing on a server or hydrating
  }

  #nested: boolean | undefined;
  /**
   * While the board's Battle context loads. The host's updates do not wait for it: until the board has a Battle, the
   * tracker draws the same with it or without, and a board has a Battle only once this module has loaded (its engine
   * imports it), so a tracker's first frame inside a board waits for no download.
   */
  loading: Promise<unknown> | undefined;
  #battle: BattleController | undefined;
  readonly #host: ReactiveElement;
  readonly #commander: () => string;

  constructor(host: ReactiveElement, commander: () => string) {
    this.#host = host;
    this.#commander = commander;
    host.addController(this);
  }

  hostConnected() {
    const nested = inBoard(this.#host);
    if (nested !== this.nested) this.#host.requestUpdate();
    this.#nested = nested;
    if (nested && !this.#battle && !this.loading)
      this.loading = import('../../shared/battle-context.js')
        .then(
          ({ BattleController }) => (this.#battle = new BattleController(this.#host, this.#commander)),
          warnNotLoaded(this.#host, "the board's Battle"),
        )
        .finally(() => (this.loading = undefined)); // when it could not load, the next connection tries again
  }

  /** The board's Battle while one runs with the host's commander in it: its Morale is the one shown. */
  get fighting() {
    const board = this.#battle?.board;
    const seat = this.#battle?.seat;
    return board && seat !== undefined ? board.state.commanders[seat].morale : undefined;
  }
}
