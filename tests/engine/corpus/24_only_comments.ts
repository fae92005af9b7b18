// This file has no code at all.
/* Only comments,
   which is a complete program. */
