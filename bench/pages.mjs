// The pages the benches draw, and how they wait for them: one copy for first-paint.bench.mjs and
// first-view-floor.bench.mjs, so that both measure the same widgets.

export const unit = (name, strength, role) =>
  `<army-unit name="${name}" strength="${strength}" role="${role}"></army-unit>`;
export const army = (commander, names) =>
  `<army-roster commander="${commander}" name="${commander}'s army">${names
    .map((name, i) => unit(name, 1 + (i % 4), ['aggressor', 'guardian', 'trooper', 'savant'][i % 4]))
    .join('')}</army-roster>`;
/** A GM's notes page with one Battle board: two trackers, two rosters of 8 units, a resolver. */
export const BOARD = `<army-battle seed="bench"><morale-tracker name="Kael" level="4"></morale-tracker>
  ${army('Kael', ['Pikemen', 'Crossbows', 'Lancers', 'Militia', 'Archers', 'Knights', 'Scouts', 'Sappers'])}
  <morale-tracker name="Mira" npc morale="5"></morale-tracker>
  ${army('Mira', ['Reavers', 'Skirmishers', 'Shieldmaidens', 'Raiders', 'Slingers', 'Berserkers', 'Wolves', 'Hexers'])}
  <skirmish-resolver></skirmish-resolver></army-battle>`;
/**
 * Two rosters that simulate a Battle against each other ("Chance to win a Battle" opens at once with an opponent) and a
 * recruit-cost that adds to one ("Add to army"): parts that come after their widgets' first frames.
 */
export const ARMIES = `${army('Kael', ['Pikemen', 'Crossbows', 'Lancers', 'Militia']).replace(
  '<army-roster',
  '<army-roster opponent="Mira"',
)}${army('Mira', ['Reavers', 'Skirmishers', 'Shieldmaidens'])}
  <recruit-cost strength="2" commander="kael" name="Pikemen"></recruit-cost>`;
/** The README's four widgets. */
export const FOUR = `<recruit-cost strength="3"></recruit-cost>
  <morale-tracker name="Ayla" level="6"></morale-tracker>
  <army-roster name="Northern Host" commander="ayla">${unit('Spearmen', 3, 'aggressor')}${unit('Shield Wall', 2, 'guardian')}</army-roster>
  <skirmish-resolver><army-unit slot="offense" name="Spearmen" strength="3" role="aggressor"></army-unit>
    <army-unit slot="defense" name="Soldier" strength="2"></army-unit></skirmish-resolver>`;

/** Every widget of the page drawn and its updates done (a prerendered one: hydrated). */
export const settled = (tab) =>
  tab.evaluate(async () => {
    const widgets = [...document.querySelectorAll('*')].filter((el) => el.localName.includes('-'));
    await Promise.all([...new Set(widgets.map((el) => el.localName))].map((tag) => customElements.whenDefined(tag)));
    await Promise.all(widgets.map((el) => el.updateComplete));
  });
