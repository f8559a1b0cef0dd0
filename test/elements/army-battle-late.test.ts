// A page where the board is defined after the widgets inside it, as `army-combat.js` does (it loads the board only
// when the page has one): the widgets still follow its Battle.
import '../../src/elements/army-roster/define.js';
import '../../src/elements/army-unit/define.js';
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture, html } from '@open-wc/testing';

import type { ArmyBattle } from '../../src/elements/army-battle/army-battle.js';
import type { ArmyRoster } from '../../src/elements/army-roster/army-roster.js';
import { eventually, restorePage } from './helpers.js';

describe('<army-battle> defined after the widgets inside it', () => {
  afterEach(restorePage);

  it('the rosters inside follow the Battle once the board is defined and started', async () => {
    const page = await fixture(
      html`<div>
        <army-battle seed="late">
          <morale-tracker name="Ayla" level="6"></morale-tracker>
          <army-roster commander="Ayla" name="Vanguard"
            ><army-unit name="Spearmen" strength="3"></army-unit
          ></army-roster>
          <morale-tracker name="Brann" npc morale="5"></morale-tracker>
          <army-roster commander="Brann" name="Bandits"
            ><army-unit name="Soldier" strength="2"></army-unit
          ></army-roster>
        </army-battle>
      </div>`,
    );
    const roster = page.querySelector<ArmyRoster>('army-roster')!;
    await roster.updateComplete;
    expect(customElements.get('army-battle')).to.equal(undefined);
    await import('../../src/elements/army-battle/define.js');
    const board = page.querySelector<ArmyBattle>('army-battle')!;
    await board.updateComplete;
    board.shadowRoot!.querySelector<HTMLButtonElement>('[part~=actions] button')!.click(); // Start the Battle
    await eventually(() => roster.shadowRoot!.querySelector('.battle-cards'));
    expect(roster.shadowRoot!.querySelector('.battle-cards')!.textContent).to.contain('Spearmen');
  });
});
