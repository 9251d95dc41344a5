/**
 * Focus after a row of a list is removed: the removed row took the focus with it, so it goes to the
 * list's add button (by id), after React has re-rendered. Keeps a keyboard user in the form.
 */
export const focusLater = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);
