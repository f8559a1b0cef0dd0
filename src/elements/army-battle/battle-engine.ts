// What `<army-battle>` loads on its first connect: the Battle (the rules' state machine, the powers' texts and the
// rulings, through the session) and the styles of its views. One module, so that a board waits for one download.
export { BattleSession, type BoardHost } from './battle-session.js';
export { battleViewStyles as styles } from './battle-view.styles.js';
