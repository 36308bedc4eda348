// The game page's autosave: the element's guarded localStorage save (storage
// missing, disabled, full or throwing only stops saving; a bad save is
// reported, never half-loaded) under the page's own key.

import { DeferredSave, loadAt, saveAt } from '../../element/element-storage.js';

const GAME_KEY = 'hex-checkers/game';

/** Saves a record (or its JSON text); returns false if the browser refused. */
export const saveRecord = (record) => saveAt(GAME_KEY, record);

/**
 * The autosave of the game in progress, written off the hop (soon after a change, and at once when the
 * page is hidden or left): `recordText` gives the record's text, `onSaved(ok)` hears each write.
 */
export const deferredSave = (recordText, onSaved) => new DeferredSave(GAME_KEY, recordText, { onSaved });

/**
 * The saved game, checked and replayed.
 * @returns {{status: 'none'} | {status: 'ok', settings, history} | {status: 'bad', reason: string}}
 */
export const loadSaved = () => loadAt(GAME_KEY);
