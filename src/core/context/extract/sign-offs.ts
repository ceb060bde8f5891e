/*
 * Sign-offs a line holds alone before the writer's name, in the languages a fresh writer's
 * correspondents close in (issue 27, t1021-t1060: "Saludos,", "Abraços,", "Ngā mihi,", "Terima
 * kasih,"). Without one, a name alone under it does not sign the text, and "I" stays no one.
 * Whole lines only (sentences.ts), so "Ciao Marco," is no sign-off.
 */
export const WORLD_SIGN_OFFS: ReadonlySet<string> = new Set([
  'saludos',
  'un saludo',
  'un abrazo',
  'abrazos',
  'abraços',
  'atenciosamente',
  'cordialement',
  'bien cordialement',
  'bien à vous',
  'viele grüße',
  'beste grüße',
  'liebe grüße',
  'mit freundlichen grüßen',
  'groeten',
  'met vriendelijke groet',
  'hartelijke groet',
  'pozdrawiam',
  'pozdrawiam serdecznie',
  'terima kasih',
  'ngā mihi',
  'nga mihi',
  'ngā mihi nui',
  'saygılarımla',
  'hälsningar',
  'med vänlig hälsning',
  'vänliga hälsningar',
  'mvh',
  'terveisin',
  'ystävällisin terveisin',
  'cordiali saluti',
  'saluti',
  'un caro saluto',
  'onwards',
  'shukran',
  'asante',
  'kiitos',
])
