/*
 * More given names (W16) of the regions a seventh fresh writer's batch drew on: Nepali, Somali,
 * Jamaican, Georgian, Malay and Malaysian Tamil, Argentine, Sámi, Hawaiian and Finnish. The batch lost
 * full names, and with them their employer and links, only because the given name was not listed
 * ("Juho Mäkinen (audio)" in an attendee list, "Tashana Morgan (she runs our SOC ...)", "Nico
 * Ledesma's last day", "from our side Marcia Lindo and me"). Names that are also places, brands,
 * English or French words or common surnames (Pemba, Santiago, Mercedes, Devon, Sagar, Pua, Elle, Ante,
 * Per, Sol, Chong, Rahim, Abdi, Warsame) are left out: a listed given name makes a capitalised pair a
 * person with no other cue. Lower case, one Set.has per word (lexicon.ts merges them into FIRST_NAMES).
 */
export const SEVENTH_GIVEN_NAMES: readonly string[] = `
sushila bikash pratima rajendra kamala anjana nabin prakash sabitri bishnu binod suman sarita laxmi ramesh
manisha dipendra roshan pushpa kabita bimala nirmala yubaraj niraj rabindra dawa pasang tenzing
hodan abdirahman fadumo khadra abdullahi hawa sahra hamdi mohamud ayaan hibo faisa nimco sagal ubah filsan
deeqa farhiya idil ikran najma shukri abdiwali abdikarim
delroy shanice orville tashana dwayne yanique jermaine shernette lascelles everton garfield fitzroy kemar
odane tajay shenelle latoya tanisha keisha sherika rushane romaine dujon
nino giorgi levan davit irakli sopho zviad ketevan eka natia tamuna lasha zurab gela otar revaz vakhtang
mamuka tornike nodar lali salome tinatin khatia beka guram shota tengiz nugzar
nurul aishah hafiz azlan muthu kavitha saravanan syafiq amirul izzati hazwani aminah haziq azizah rosnah
norazlina faizal shahrul azman
facundo joaquín joaquin agustina nicolás nicolas nico tomás matías matias gonzalo ramiro silvina ezequiel
gastón gaston leandro maximiliano micaela agostina belén belen candela
máret maret áilu ailu ánde niillas biret sunna aslak máhtte mahtte ovlla risten áslat aslat piera heaika
noelani kawika leilani kalena iolana kaimana keala kainoa keahi makoa keola kapono kekoa nalani healani
kanoa ikaika mahina kaleo lokelani haunani kaipo nohea
juho marcia
`
  .trim()
  .split(/\s+/)
