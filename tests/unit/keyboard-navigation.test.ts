import {describe, expect, it} from 'vitest';
import {KEYBOARD_CLASS, trackKeyboardNavigation} from '../../src/clientModules/keyboardNavigation';

/** A document stand-in: an event target with a body whose classes are a set. */
function fakeDocument() {
  const classes = new Set<string>();
  const target = new EventTarget() as EventTarget & {body: {classList: Pick<DOMTokenList, 'add' | 'remove'>}};
  target.body = {
    classList: {
      add: (name: string) => void classes.add(name),
      remove: (name: string) => void classes.delete(name),
    },
  };
  const key = (k: string) => Object.assign(new Event('keydown'), {key: k});
  return {doc: target as unknown as Document, classes, key};
}

describe('trackKeyboardNavigation', () => {
  it('adds the class on Tab only, and a mouse press removes it', () => {
    const {doc, classes, key} = fakeDocument();
    const stop = trackKeyboardNavigation(doc);
    doc.dispatchEvent(key('a'));
    expect(classes.has(KEYBOARD_CLASS)).toBe(false);
    doc.dispatchEvent(key('Tab'));
    expect(classes.has(KEYBOARD_CLASS)).toBe(true);
    doc.dispatchEvent(new Event('mousedown'));
    expect(classes.has(KEYBOARD_CLASS)).toBe(false);
    stop();
    doc.dispatchEvent(key('Tab'));
    expect(classes.has(KEYBOARD_CLASS)).toBe(false);
  });
});
