// <morale-tracker> saved state (state-key): reloads, other tabs, damaged state, export and import.
import '../../src/elements/morale-tracker/define.js';

import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';

import type { MoraleTracker } from '../../src/elements/morale-tracker/morale-tracker.js';
import { button, chooseFile, click, control, downloaded, restorePage, warningsDuring } from './helpers.js';
import { ayla, feedback, KEY, logLines, morale, open, shown, trackerEvents } from './morale-tracker-helpers.js';

describe('<morale-tracker> saved state', () => {
  afterEach(restorePage);

  it('is accessible', async () => {
    const el = await ayla();
    await expect(el).to.be.accessible();
  });

  describe('saved state (state-key)', () => {
    it('survives a reload: a new tracker with the same key shows the same Morale and log', async () => {
      const first = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
      );
      await click(first, 'Lose 1', 2);
      first.remove();
      const again = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
      );
      expect(morale(again)).to.equal('5');
      expect(await logLines(again)).to.have.length(2);
      expect(shown(again, '[part=note]')).to.equal('');
      expect((JSON.parse(localStorage.getItem(KEY)!) as { version: number }).version).to.equal(1);
    });

    it('two pages sharing a key stay in step through the storage event', async () => {
      const page = fixtureSync<HTMLElement>(
        html`<div>
          <morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>
          <morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>
        </div>`,
      );
      const [here, there] = [...page.querySelectorAll('morale-tracker')];
      await Promise.all([here!.updateComplete, there!.updateComplete]);
      await click(here!, 'Lose 1');
      expect(morale(there!)).to.equal('7');
      const events = trackerEvents();
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: localStorage.getItem(KEY) }));
      await there!.updateComplete;
      events.stop();
      expect(morale(there!)).to.equal('6');
      expect(feedback(there!)).to.equal('Changed in another tab: Morale lost: −1 Morale. Morale 6.');
      expect(events.changes).to.have.length(1); // only the tab that did not know yet
    });

    it('a corrupt saved value is reset with a visible note and a console warning, never an exception', async () => {
      localStorage.setItem(KEY, '{not json');
      let el!: MoraleTracker;
      const warnings = await warningsDuring(async () => {
        el = await fixture<MoraleTracker>(
          html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
        );
      });
      expect(shown(el, '[part=note]')).to.equal('The saved state was damaged and could not be read, so it was reset.');
      expect(warnings).to.deep.equal([
        '<morale-tracker>: The saved state was damaged and could not be read, so it was reset.',
      ]);
      expect(morale(el)).to.equal('7');
      await click(el, 'Lose 1');
      expect(morale(el)).to.equal('6');
    });

    it('a damaged log line is left out and named; the Battle, Morale and other lines stay, saved as they were', async () => {
      const tracker = () =>
        fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`);
      const first = await tracker();
      await click(first, 'Start Battle');
      await click(first, 'Lose 1', 2);
      first.remove();
      const saved = JSON.parse(localStorage.getItem(KEY)!) as { state: { log: Array<{ at: string }> } };
      saved.state.log[1]!.at = 'nope';
      const damaged = JSON.stringify(saved);
      localStorage.setItem(KEY, damaged);
      let el!: MoraleTracker;
      const warnings = await warningsDuring(async () => {
        el = await tracker();
      });
      const note = 'Damaged, so left out: log[1].';
      expect(shown(el, '[part=note]')).to.equal(note);
      expect(warnings).to.deep.equal([`<morale-tracker>: ${note}`]);
      expect(morale(el)).to.equal('5');
      expect(await logLines(el)).to.have.length(2);
      expect(localStorage.getItem(KEY), 'the saved value stays until something changes').to.equal(damaged);
      await click(el, 'Lose 1');
      expect(morale(el)).to.equal('4');
      expect(localStorage.getItem(KEY)).not.to.equal(damaged);
    });

    it('saved state from another version, or with an impossible Morale, is reset with a note', async () => {
      localStorage.setItem(KEY, JSON.stringify({ version: 99, savedAt: '', state: {} }));
      const other = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
      );
      expect(shown(other, '[part=note]')).to.equal(
        'The saved state came from another version (99) and could not be used, so it was reset.',
      );
      other.remove();
      const state = { morale: { version: 1, start: 7, morale: -2 }, log: [], undo: [], rout: null };
      localStorage.setItem(KEY, JSON.stringify({ version: 1, savedAt: '', state }));
      const damaged = await fixture<MoraleTracker>(
        html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`,
      );
      expect(shown(damaged, '[part=note]')).to.equal(
        'The saved state was damaged and could not be used, so it was reset.',
      );
      expect(morale(damaged)).to.equal('7');
    });

    it('"Export JSON", storage cleared, a reload: "Import JSON" of that file brings the Morale and log back', async () => {
      const saved = () =>
        fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`);
      const el = await saved();
      await click(el, 'Lose 1', 2);
      await open(el, 'Save and share');
      const exported = await downloaded(() => click(el, 'Export JSON'));
      expect((JSON.parse(exported) as { state: { morale: { morale: number } } }).state.morale.morale).to.equal(5);
      el.remove();
      localStorage.clear();
      const again = await saved();
      expect(morale(again)).to.equal('7');
      await open(again, 'Save and share');
      const pick = (file: File) => chooseFile(control(again, 'Import JSON'), file, () => feedback(again));
      const warnings = await warningsDuring(() => pick(new File(['{oops'], 'bad.json')));
      expect(feedback(again)).to.match(/^Not imported: That is not valid JSON/);
      expect(warnings).to.deep.equal([`<morale-tracker>: ${feedback(again)}`]);
      expect(morale(again)).to.equal('7');
      await pick(new File([exported], 'ayla.json'));
      expect(feedback(again)).to.equal('Imported ayla.json. Morale 5.');
      expect(morale(again)).to.equal('5');
      expect(await logLines(again)).to.have.length(2);
      again.remove();
      expect(morale(await saved()), 'the import is saved').to.equal('5');
    });

    it('"Import JSON" over a tracker in a Battle with a log asks first: "Keep this one", then "Replace" (saved)', async () => {
      const tracker = () =>
        fixture<MoraleTracker>(html`<morale-tracker name="Ayla" level="6" state-key="test-ayla"></morale-tracker>`);
      const source = await tracker();
      await open(source, 'Save and share');
      const exported = await downloaded(() => click(source, 'Export JSON'));
      source.remove();
      localStorage.clear();
      const el = await tracker();
      await click(el, 'Start Battle');
      await click(el, 'Lose 1', 3);
      const before = await logLines(el);
      const savedState = () => JSON.stringify((JSON.parse(localStorage.getItem(KEY)!) as { state: unknown }).state);
      const saved = savedState();
      await open(el, 'Save and share');
      const question = () => shown(el, '.saving .confirm');
      const pick = () => chooseFile(control(el, 'Import JSON'), new File([exported], 'old.json'), question);
      await pick();
      expect(question()).to.equal(
        'Replace Morale 4 here and its log (4) with Morale 7 and the log (0) of old.json? Replace Keep this one',
      );
      expect(morale(el), 'nothing replaced while it asks').to.equal('4');
      expect(savedState(), 'nor saved').to.equal(saved);
      await click(el, button(el.shadowRoot!.querySelector('.confirm')!, 'Keep this one'));
      expect(question()).to.equal('');
      expect(feedback(el)).to.equal('Not imported: this tracker is kept as it is.');
      expect(morale(el)).to.equal('4');
      expect(await logLines(el)).to.deep.equal(before);
      control(el, 'Import JSON').focus();
      await pick();
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement?.textContent?.trim(), 'the keyboard is on the question').to.equal('Replace');
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      expect(question(), 'Escape keeps the tracker').to.equal('');
      expect(morale(el)).to.equal('4');
      await pick();
      await click(el, button(el.shadowRoot!.querySelector('.confirm')!, 'Replace'));
      expect(question()).to.equal('');
      expect(feedback(el)).to.equal('Imported old.json. Morale 7.');
      el.remove();
      expect(morale(await tracker()), 'the import is saved').to.equal('7');
    });
  });
});
