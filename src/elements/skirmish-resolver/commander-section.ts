// After the first frame, under each side's card: the commander section, folded (its space is kept until then).
import { msg } from '@lit/localize';

import type { LazyPanel } from '../../shared/lazy-panel.js';
import type * as PowerEditor from './power-editor.js';
import type { CommanderPanel } from './power-editor.js';

/**
 * A side's commander section: its class and power uses in the summary once the powers are loaded, the rest drawn
 * while open.
 * @example commanderSection(commanders.offense, { side: 'offense', view, setup, usage, edits })
 */
export const commanderSection = (lazy: LazyPanel<typeof PowerEditor>, panel: CommanderPanel) =>
  lazy.details(lazy.module?.commanderSummary(panel) ?? msg('Commander'), (m) => m.renderCommander(panel), {
    class: 'commander',
  });
