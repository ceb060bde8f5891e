/*
 * More ends of companies' names and of job titles (W12), from a fresh writer's batch set in mining,
 * shipping, insurance, architecture, pharmaceuticals and non-profits. A company whose last word the
 * lists lacked went unread ("Ala-Too Water Trust", "Okavango Freight Forwarders", "Kalahari Battery
 * Metals Fund", "Central Asia Grantmakers Forum") or read as a person ("Umhlaba Architects", "Open
 * Spectrum Initiative", "Bangkok Clinical Research": two capitalised words and a line's end), and
 * its people were then placed at the other company of the text. Words that are also surnames or
 * everyday capitalised words (Gold, Silver, Build, Design) are left out. Thai and Peruvian legal forms
 * ("Isan Mobile PCL", "Inkarri Labs SAC") end a name as "Ltd" does; not the Bulgarian "AD", which made
 * "Azure AD" a company. A title's words the lists lacked
 * made a department a person ("Head of Network Planning", "Fleet Superintendent"), and so did a
Spanish or Portuguese title on a signature's line ("Gerente Comercial", "Jefe de Siniestros"). Lower case;
 * lexicon.ts merges each list into its set.
 */
const words = (s: string): readonly string[] => s.trim().split(/\s+/)

/** Last words of non-profits, funds, practices and trades. */
export const SECTOR_COMPANY_WORDS = words(`
trust fund forum society initiative architects research forwarders collaborative
platinum lithium uranium nickel
`)

/** Legal forms: Thai public companies, Peruvian closed companies. */
export const SECTOR_LEGAL_FORMS = words(`pcl sac`)

/** Title heads a signature or call log writes after the name. */
export const SECTOR_TITLE_HEADS = words(`
superintendent actuary surveyor adjuster geologist
gerente subgerente jefe jefa directora diretor diretora coordinador coordinadora coordenador coordenadora
`)

/** Words of departments inside titles ("Head of Network Planning", "Community Investment Manager"). */
export const SECTOR_TITLE_WORDS = words(`
planning network investment claims underwriting fleet treaty regulatory actuarial
comercial ventas operaciones finanzas compras siniestros logística logistica
`)
