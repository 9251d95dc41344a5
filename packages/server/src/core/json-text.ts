/**
 * A value already serialised as JSON (as `JSON.stringify` writes it): a response sends the text as
 * it is, with no second serialisation. `toJSON` gives the value back to anything that serialises it
 * as part of something else.
 */
export class JsonText {
  constructor(readonly text: string) {}

  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}
