// The space kept for what the resolver draws after its first frame (resolver-after.ts), so that nothing moves when it
// comes. A text is kept as wide as its English is on one line (`--w`, in em of its font), and the styles give it as many
// lines as that wraps to in the width it will have (`.after-space` in skirmish-resolver.styles.ts): a language whose
// words are longer may still move what is below by a line.
import { html, nothing, type TemplateResult } from 'lit';

import type { DiceMode } from '../../rules/skirmish/index.js';
import { cssProps } from '../../shared/css-props.js';
import type { Fight } from './skirmish-view.js';

/** One line of a text `chars` characters long: half an em a character (the English texts' widths, measured). */
const width = (chars: number) => ({ '--w': `${chars / 2}em` });

/** The space of a text `chars` characters long; `kind`: its font, 'muted' (small) or 'rule' (caption), and any other class. */
const text = (chars: number, kind = 'muted') =>
  html`<span class="after-space ${kind}" style=${cssProps(width(chars))}></span>`;

/** Under "Other adds" (hints.ts): what the field counts, longer with a Retinue, whose bonus it names. */
export const otherAddsSpace = (retinue: number) => text(retinue ? 81 : 64);

/** Beside Roll with a seed (hints.ts): "Seeded (“…”): the same rolls on every page load." */
export const seededSpace = (seed: string) => text(49 + seed.length);

/** Beside New Skirmish, Swap sides and New Battle (hints.ts): what each keeps. */
export const nextSpace = () => text(140, 'muted for-next');

/** A folded commander section: its summary line. */
export const commanderSpace = () => html`<div class="after-space for-commander"></div>`;

/**
 * A side's breakdown before the die (before-the-die.ts): how it rolls ("Rolls: …", in the body's font), then Strength
 * and each part, a line each.
 */
export const beforeSpace = (dice: DiceMode | undefined, parts: readonly unknown[] | undefined) =>
  dice && parts
    ? html`<div
        class="after-space for-before"
        style=${cssProps({ ...width(dice.text.length + 17) /* "Rolls: ", the rule */, '--items': String(parts.length + 1) })}
      ></div>`
    : nothing;

/**
 * Under the chances (odds-chart.ts): the words on how they were worked out (and how often a round is rolled again),
 * then, when there is more than one bar, the chart's caption, its bars and its legend.
 */
export function chartSpace(fight: Fight): TemplateResult {
  const skirmish = fight.kind === 'skirmish';
  const charted = (skirmish ? fight.odds.margin : fight.odds.total).length > 1;
  const reroll = skirmish && fight.odds.reroll ? 93 : 0;
  const chart = html`${text(skirmish ? 60 : 13, 'rule')}<span class="after-space for-bars"></span>
    ${text(skirmish ? 82 : 28, 'rule for-legend')}`;
  return html`${text((skirmish ? 70 : 93) + reroll)} ${charted ? chart : nothing}`;
}
