/** Options shared by every widget event: they cross shadow roots and reach `document`. */
export const WIDGET_EVENT: EventInit = { bubbles: true, composed: true };

/**
 * A widget event: its `type` is the static `type` of its class (`MoraleDamageEvent.type`), its `detail` the one given.
 * One constructor for every event class, so that each adds only its type.
 */
export class WidgetEvent<D> extends Event {
  constructor(readonly detail: D) {
    super((new.target as unknown as { readonly type: string }).type, WIDGET_EVENT);
  }
}
