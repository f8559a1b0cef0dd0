/** Options shared by every widget event: they cross shadow roots and reach `document`. */
export const WIDGET_EVENT: EventInit = { bubbles: true, composed: true };
