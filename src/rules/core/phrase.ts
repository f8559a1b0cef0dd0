export interface Phrase<K extends string = string> {
  readonly key: K;
  readonly values?: Readonly<Record<string, string | number>>;
}
