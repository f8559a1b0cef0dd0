import type { ReactiveController, ReactiveElement } from 'lit';

/** An `<army-unit>`'s attributes as written, before the rules read them ('' when absent). */
export interface UnitAttributes {
  readonly name: string;
  readonly strength: string;
  readonly role: string;
  readonly path: string;
  readonly traits: string;
  /** `<army-roster>` only: times trained, the Retinue's owner (AC-EC-6) and the quest price (AC-EC-3). */
  readonly timesTrained: string;
  readonly owner: string;
  readonly quest: boolean;
}

/** Reads an `<army-unit>`'s attributes: the one place they are read, upgraded or not. */
export function unitAttributes(el: Element): UnitAttributes {
  const attr = (name: string) => el.getAttribute(name) ?? '';
  return {
    name: attr('name'),
    strength: attr('strength'),
    role: attr('role'),
    path: attr('path'),
    traits: attr('traits'),
    timesTrained: attr('times-trained'),
    owner: attr('owner'),
    quest: el.hasAttribute('quest'),
  };
}

type Host = ReactiveElement;

/**
 * Follows a widget's own `<army-unit>` children: the host updates when one is added, removed or changes an
 * attribute, and `version` counts those changes so the host reads its units again only when they changed.
 */
export class UnitChildrenController implements ReactiveController {
  /** Grows on every change of the `<army-unit>` children. */
  version = 0;
  readonly #host: Host;
  /** Made when the host connects: a widget rendered on the server has no DOM to observe (SSR-safe). */
  #observer: MutationObserver | undefined;

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  /**
   * The host's own `<army-unit>` children (not deeper ones), or only those assigned to `slot`. None on a server whose
   * DOM shim cannot tell (Lit's: its Eleventy plugin draws such a widget empty; see src/hydrate.ts).
   */
  units(slot?: string): Element[] {
    const all = [...(this.#host.querySelectorAll?.(':scope > army-unit') ?? [])];
    return slot === undefined ? all : all.filter((el) => el.getAttribute('slot') === slot);
  }

  hostConnected() {
    // Read again: they may have changed while it was off the page, or not been read (drawn on a server that could not).
    this.version++;
    this.#host.addEventListener('army-unit-change', this.#onUnitChange);
    // Children added or removed, and a child moved to another slot.
    this.#observer ??= new MutationObserver(() => this.#changed());
    this.#observer.observe(this.#host, { childList: true, subtree: true, attributeFilter: ['slot'] });
  }

  hostDisconnected() {
    this.#host.removeEventListener('army-unit-change', this.#onUnitChange);
    this.#observer?.disconnect();
  }

  #onUnitChange = (event: Event) => {
    if ((event.target as Element).parentElement === this.#host) this.#changed();
  };

  #changed() {
    this.version++;
    this.#host.requestUpdate();
  }
}
