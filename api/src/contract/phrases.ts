/**
 * Phrases beside every question box (issue 26, contract 1.5.0): starter phrases the organisers keep (anyone reads
 * them, admins change them) and the caller's own phrases (the account's, or this browser's visitor's before sign-in;
 * moved to the account at sign-in like bookmarks). Lists are in the order the person chose.
 */

/** One phrase: the text a button inserts into the question box. */
export interface Phrase {
  id: number;
  text: string;
}

/** GET /api/starter-phrases, GET /api/phrases and the answers of every change to either list. */
export interface PhraseList {
  phrases: Phrase[];
}

/**
 * POST /api/phrases and POST /api/admin/starter-phrases (add, placed last; 201 with the phrase), PATCH of either
 * (change the text, i.e. rename). The text is trimmed; 1–500 characters. 409 when the list is full (200 phrases).
 */
export interface PhraseBody {
  text: string;
}

/** PUT /api/phrases/order and PUT /api/admin/starter-phrases/order: every id of the list once, in the new order. */
export interface PhraseOrderBody {
  ids: number[];
}
