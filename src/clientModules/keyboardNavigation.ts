/**
 * Pressing Tab puts a marker class on <body>, a mouse press takes it
 * off, so styles can tell keyboard navigation from pointer use. Docusaurus
 * 3.10 dropped this (its useKeyboardNavigation hook) for the browser's
 * :focus-visible, which the site's focus rings still use; this restores the
 * marker with the class name the theme used.
 */
export const KEYBOARD_CLASS = 'navigation-with-keyboard';

/** Listens on `target` (the document) and toggles the class on `body`; returns the clean-up. */
export function trackKeyboardNavigation(target: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') target.body.classList.add(KEYBOARD_CLASS);
  };
  const onMouseDown = () => target.body.classList.remove(KEYBOARD_CLASS);
  target.addEventListener('keydown', onKeyDown);
  target.addEventListener('mousedown', onMouseDown);
  return () => {
    target.removeEventListener('keydown', onKeyDown);
    target.removeEventListener('mousedown', onMouseDown);
  };
}

if (typeof document !== 'undefined') trackKeyboardNavigation(document);
