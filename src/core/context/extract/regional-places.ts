/*
 * More places (W12): cities, regions and countries of Central Asia, Southern Africa, the Andes, the
 * Balkans, the Philippines, Thailand, Australia and Canada, where a fresh writer's shipping, mining
 * and telecoms notes are set. Unlisted, a city read as a company ("left for Almaty" a move to a
 * company named Almaty, "Serdar Annayev from Ashgabat" his employer, "left for Durban", "to Walvis
 * Bay") or a pair of them as a person ("the Sarajevo–Belgrade link"). Names that are also given names,
 * surnames or English words (Luka, Regina, Alberta, Kimberley, Perth, Darwin, Cruz, Split, Mai,
 * Halifax) are left out. Lower case; lexicon.ts merges them into PLACES.
 */
export const REGIONAL_PLACES: readonly string[] = `
almaty astana bishkek osh tashkent samarkand bukhara dushanbe khujand ashgabat karaganda shymkent atyrau
aktau kazakhstan kyrgyzstan uzbekistan tajikistan turkmenistan
durban walvis windhoek gaborone harare bulawayo lusaka maputo pretoria soweto polokwane bloemfontein
gqeberha rustenburg mbabane maseru botswana namibia zimbabwe zambia mozambique lesotho eswatini copperbelt
quito cusco cuzco arequipa guayaquil cochabamba oruro potosí potosi trujillo puno antofagasta valparaíso
valparaiso iquique peru perú bolivia ecuador
sarajevo belgrade beograd zagreb skopje tirana tiranë pristina prishtina podgorica ljubljana mostar niš
durrës durres plovdiv varna ohrid serbia croatia bosnia herzegovina albania kosovo montenegro macedonia
bulgaria slovenia
cebu davao makati quezon taguig iloilo batangas mindanao philippines
bangkok phuket pattaya rayong laem chabang thailand
adelaide brisbane canberra hobart cairns pilbara arnhem calgary edmonton winnipeg saskatoon iqaluit
yellowknife whitehorse nunavut ottawa
`
  .trim()
  .split(/\s+/)
