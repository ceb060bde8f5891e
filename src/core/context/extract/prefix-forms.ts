/*
 * Legal forms written before the name (W10): Indonesian "PT Nusantara Logistik", "CV Maju Jaya",
 * Russian "OOO Sibir". The text then calls the company by its first own word ("Nusantara can take
 * over ..."); the reader knew a company's short form by its first word, here the form. The word
 * after the form is its short form as well.
 */

/** Legal forms that open a company's name (lower case, stops dropped). */
const PREFIX_FORMS = new Set(['pt', 'cv', 'ooo', 'oao', 'zao', 'pao', 'tov'])

/** The word a company's key is called by besides its first, when its first is a prefix form ("pt nusantara logistik" -> "nusantara"). */
export function wordAfterPrefixForm(key: string): string | undefined {
  const words = key.split(' ')
  return words.length >= 3 && PREFIX_FORMS.has(words[0]!.replace(/\./g, '')) ? words[1] : undefined
}
