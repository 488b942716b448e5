// The part of jsdom the tests use to read XML exports (the package ships no types): its DOMParser,
// typed by the DOM library, which reads `application/xml` strictly.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
