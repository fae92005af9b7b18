/**
 * JSDoc block with @tags and a * inside.
 * @param a the first
 */
export function /* name */ commented /* before params */ (
  // line comment inside the parameter list
  a /* after name */ : /* before type */ number /* after type */,
  b?: string, // trailing
): /* return */ number /* before body */ {
  /* empty */
  const x = /* inside expr */ a + /* between */ 1; // eol
  const y = [1 /* a */, /* b */ 2] /* c */;
  const z = { /* empty object comment */ };
  if (/* cond */ x > 1 /* end */) {
    // nothing
  } // after block
  return x /* mid */ * y.length + (b?.length ?? 0) + Object.keys(z).length;
}
// comment with a regex-looking /slash/ and a 'quote and a `backtick
/* multi
   line /* not nested
   // not a line comment
*/
type /* c */ T /* c */ = /* c */ { /* c */ a /* c */ : /* c */ number /* c */ } /* c */;
export const t: T = { a: 1 };
/*/ a tricky comment start */
export const afterTricky = 1;
//
/**/
/***/
export const end = 2 // no newline at the end of the file, a comment last