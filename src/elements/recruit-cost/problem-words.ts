// What is wrong with a number field of <recruit-cost>, in words: loaded once a field holds something unreadable, so
// that a widget whose fields read well downloads none of it.
import { msg, str } from '@lit/localize';

import type { SayProblem } from './recruit-state.js';

/** What a number field is wrong about, said whole in each language (the field's name leads the sentence). */
const WORDS = {
  strength: {
    form: (example: string, typed: string) =>
      msg(str`Strength: write a whole number such as ${example}, not "${typed}".`),
    negative: (typed: string) => msg(str`Strength cannot be negative (${typed}).`),
    fraction: (typed: string) => msg(str`Strength is a whole number, not ${typed}.`),
    most: (most: string, typed: string) => msg(str`Strength: at most ${most}, not ${typed}.`),
  },
  trained: {
    form: (example: string, typed: string) =>
      msg(str`Times trained: write a whole number such as ${example}, not "${typed}".`),
    negative: (typed: string) => msg(str`Times trained cannot be negative (${typed}).`),
    fraction: (typed: string) => msg(str`Times trained is a whole number, not ${typed}.`),
    most: (most: string, typed: string) => msg(str`Times trained: at most ${most}, not ${typed}.`),
  },
  weapons: {
    form: (example: string, typed: string) =>
      msg(str`Weapons: write a whole number such as ${example}, not "${typed}".`),
    negative: (typed: string) => msg(str`Weapons cannot be negative (${typed}).`),
    fraction: (typed: string) => msg(str`Weapons is a whole number, not ${typed}.`),
    most: (most: string, typed: string) => msg(str`Weapons: at most ${most}, not ${typed}.`),
  },
  budget: {
    form: (example: string, typed: string) =>
      msg(str`Budget: write a whole number such as ${example}, not "${typed}".`),
    negative: (typed: string) => msg(str`Budget cannot be negative (${typed}).`),
    fraction: (typed: string) => msg(str`Budget is a whole number, not ${typed}.`),
    most: (most: string, typed: string) => msg(str`Budget: at most ${most}, not ${typed}.`),
  },
};

export const sayProblem: SayProblem = (field, problem, { typed, example, most }) => {
  const says = WORDS[field];
  if (problem === 'form') return says.form(example, typed);
  if (problem === 'most') return says.most(most, typed);
  return says[problem](typed);
};
