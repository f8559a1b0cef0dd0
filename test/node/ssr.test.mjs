// SSR-safe widgets: every element renders on the server with Lit SSR and nothing but its DOM shim (no document, window,
// storage or observers: a widget touching one before connectedCallback throws here), from the unbundled modules of
// dist/esm/ that a user's server would import.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { prerender } from '../../scripts/prerender.mjs';

const UNITS = `<army-unit name="Spearmen" strength="3" role="aggressor" traits="reach"></army-unit>
  <army-unit name="Soldier" strength="2"></army-unit>`;

/** Each element as a page writes it, with what its first view says. */
const PAGES = {
  // A card's data, never shown: its shadow root is an empty slot.
  'army-unit': ['<army-unit name="Spearmen" strength="3"></army-unit>', /^ *$/],
  'army-roster': [
    `<army-roster name="Vanguard" commander="Ayla">${UNITS}</army-roster>`,
    /Vanguard.*Spearmen.*Soldier/s,
  ],
  'morale-tracker': ['<morale-tracker name="Ayla" level="6"></morale-tracker>', /Morale 7 at its start/],
  'recruit-cost': ['<recruit-cost strength="3" budget="100"></recruit-cost>', /60 lunari/],
  'skirmish-resolver': [
    `<skirmish-resolver seed="s"><army-unit slot="offense" name="Spearmen" strength="3"></army-unit>
      <army-unit slot="defense" name="Soldier" strength="2"></army-unit></skirmish-resolver>`,
    /Offense wins \d+(\.\d)?%/,
  ],
  'army-battle': [
    `<army-battle seed="s"><morale-tracker name="Kael" level="4"></morale-tracker>
      <army-roster commander="Kael">${UNITS}</army-roster><morale-tracker name="Mira" npc morale="5"></morale-tracker>
      <army-roster commander="Mira">${UNITS}</army-roster><skirmish-resolver></skirmish-resolver></army-battle>`,
    /Kael.*Mira/s,
  ],
};

for (const [tag, [markup, shows]] of Object.entries(PAGES))
  test(`<${tag}> renders on the server`, async () => {
    const html = await prerender(markup);
    assert.match(html, new RegExp(`<${tag}[^>]*><template shadowroot`));
    const text = html
      .replace(/<style>[^<]*<\/style>/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ');
    assert.match(text, shows);
    // Saved state is the browser's: on the server a state-key changes nothing (no storage read, no note).
    const shadow = (rendered) => rendered.slice(rendered.indexOf('<template shadowroot'));
    assert.equal(shadow(await prerender(markup.replace(`<${tag}`, `<${tag} state-key="k"`))), shadow(html));
  });
