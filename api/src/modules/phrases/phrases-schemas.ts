/** TypeBox schemas of the phrase endpoints; each is checked at compile time against its contract type. */
import { type Static, Type } from 'typebox';
import type { Phrase, PhraseBody, PhraseList, PhraseOrderBody } from '../../contract/index';
import { type Assert, type Equals, INT4_MAX } from '../../lib/schemas';

export const PHRASE_MAX = 500;
/** Enough phrases for anyone; bounds the lists and the reorder body. */
export const PHRASES_MAX = 200;

export const PhraseSchema = Type.Object({ id: Type.Integer(), text: Type.String() });
export const PhraseListSchema = Type.Object({ phrases: Type.Array(PhraseSchema) });

export const PhraseBodySchema = Type.Object(
  {
    text: Type.String({
      minLength: 1,
      maxLength: PHRASE_MAX,
      description: `The phrase, 1–${PHRASE_MAX} characters (spaces at either end are dropped)`,
    }),
  },
  { additionalProperties: false },
);

const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX, description: 'Numeric phrase id' });
export const PhraseIdParams = Type.Object({ id: Id });

export const PhraseOrderSchema = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: PHRASES_MAX, uniqueItems: true }) },
  { additionalProperties: false },
);

export type _PhraseMatches = Assert<Equals<Static<typeof PhraseSchema>, Phrase>>;
export type _PhraseListMatches = Assert<Equals<Static<typeof PhraseListSchema>, PhraseList>>;
export type _PhraseBodyMatches = Assert<Equals<Static<typeof PhraseBodySchema>, PhraseBody>>;
export type _PhraseOrderMatches = Assert<Equals<Static<typeof PhraseOrderSchema>, PhraseOrderBody>>;
