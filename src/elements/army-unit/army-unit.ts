import { LitElement, nothing } from 'lit';

import { type ArmyUnitChangeDetail, ArmyUnitChangeEvent } from '../../events/unit-change.js';
import type { Unit } from '../../rules/core/index.js';
import { parseUnit, type UnitParse } from '../../rules/core/index.js';
import { warnProblems } from '../../shared/problems.js';
import { armyUnitStyles } from './army-unit.styles.js';

/** A parse as the element reports it: the unit or null, and what is wrong (empty when valid). */
const reported = (parsed: UnitParse): ArmyUnitChangeDetail =>
  parsed.ok ? { unit: parsed.unit, errors: [] } : { unit: null, errors: parsed.errors };

/**
 * @summary One unit card, written the same way everywhere (AC-UN-1): it renders nothing by itself and is read by
 * the widget around it (`<army-roster>`, `<skirmish-resolver>`).
 *
 * Invalid attributes (`strength="abc"`, `role="wizard"`) are reported once as a console warning and kept in
 * `errors`, which the widget around it shows inline.
 *
 * @fires army-unit-change - When any attribute changes; `detail.unit` is the parsed unit or null, `detail.errors`
 * says what is wrong.
 *
 * @example <army-unit name="Spearmen" strength="3" role="aggressor" path="steel" traits="reach"></army-unit>
 */
export class ArmyUnit extends LitElement {
  static override styles = armyUnitStyles;

  /** Lit's reactive properties and their attributes, each documented below (not decorators: README, Bundle sizes). */
  static override properties = {
    name: { reflect: true },
    strength: { reflect: true },
    role: { reflect: true },
    path: { reflect: true },
    traits: { reflect: true },
  };

  /** The unit's name, shown as text. */
  name = '';

  /** Strength: a whole number ≥ 0, or `-` for none (AC-UN-1). */
  strength = '';

  /** aggressor, guardian, healer, savant, equipment, ritual or trooper (the default, AC-UN-2). */
  override role = '';

  /** steel, magic, faith, nature or mind; optional (AC-UN-3). */
  path = '';

  /** Space-separated traits such as `reach ranged undead slow fast fly burrow elemental`. */
  traits = '';

  /** The result of reading the attributes: a valid unit, or errors. */
  get parsed(): UnitParse {
    return parseUnit({
      name: this.name,
      strength: this.strength,
      role: this.role,
      path: this.path,
      traits: this.traits,
    });
  }

  /** The unit, or null when the attributes are invalid. */
  get unit(): Unit | null {
    return reported(this.parsed).unit;
  }

  /** What is wrong with the attributes (empty when valid). */
  get errors(): readonly string[] {
    return reported(this.parsed).errors;
  }

  protected override updated() {
    const { unit, errors } = reported(this.parsed);
    // Once per problem, not on every update while it stays wrong; the name says which unit it is.
    warnProblems(
      this,
      errors.map((error) => `name="${this.name}": ${error}`),
    );
    // Also sent on the first update, so a container hears units added to it later.
    this.dispatchEvent(new ArmyUnitChangeEvent({ unit, errors }));
  }

  protected override render() {
    return nothing;
  }
}
