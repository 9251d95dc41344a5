/** The search query the lists take (`q`). */
import { constraints, text } from '../http/schemas.js';

/** 2 to 100 characters, at least two of them left once spaces and accents are set aside. */
export const searchQuery = text(100, 2).meta(
  constraints({ code: 'parameter_invalid', rule: 'at least 2 characters besides spaces and accents' }),
);
