/**
 * Ukrainian addresses people in the vocative case ("Вітаємо, Олено!", never "Вітаємо, Олена!").
 * Names cannot be declined safely by rule alone (Ігор → Ігорю, Федір → Федоре, Олег has two
 * accepted forms), so this knows the common Ukrainian first names and their vocative forms, and
 * leaves any other name exactly as the person typed it.
 */

/** Nominative → vocative, lower case, apostrophe written as ’. */
const VOCATIVES = new Map<string, string>();

function add(ending: string, replacement: string, names: string) {
  for (const name of names.split(" ")) {
    VOCATIVES.set(name, name.slice(0, name.length - ending.length) + replacement);
  }
}

// Women's names.
add(
  "а",
  "о",
  "олена анна ганна ірина іра тетяна оксана світлана галина людмила люда катерина ольга алла інна " +
    "аліна яна дарина христина марина вероніка віка валентина лариса жанна олександра карина кристина " +
    "діана віра любомира владислава ярослава богдана мирослава злата уляна роксолана ангеліна поліна " +
    "єва руслана зоряна василина іванна маргарита тамара раїса зінаїда ліза люба міла мар’яна " +
    "елеонора єлизавета віталіна сніжана",
);
add("ія", "іє", "марія юлія вікторія анастасія софія наталія лілія лідія соломія стефанія надія емілія");
add("я", "ю", "оля таня катя галя юля надя наталя леся олеся соня валя ліля женя");
add("", "е", "любов");
// Men's names.
add(
  "",
  "е",
  "олександр іван богдан роман степан тарас максим назар віктор денис остап ярослав владислав " +
    "станіслав святослав мирослав ростислав в’ячеслав борислав артем вадим антон євген руслан " +
    "едуард захар володимир борис валентин гліб давид леонід нестор семен тимур філіп платон устим " +
    "костянтин лев",
);
add(
  "ій",
  "ію",
  "андрій сергій олексій юрій віталій анатолій валерій григорій геннадій георгій тимофій матвій арсеній",
);
add("о", "е", "дмитро петро павло михайло данило кирило гаврило");
add("а", "о", "микола микита кузьма ярема");
add("", "ю", "ігор");
add("ь", "ю", "василь олесь");
add("", "у", "марк");
add("о", "у", "марко");
VOCATIVES.set("федір", "федоре");

const APOSTROPHES = /['ʼ`]/g;

function declineWord(word: string): string | null {
  const key = word.toLowerCase().replace(APOSTROPHES, "’");
  const vocative = VOCATIVES.get(key);
  if (!vocative) return null;
  // Keep the person's own spelling of the stem (capitals, apostrophe), change only the ending.
  let common = 0;
  while (common < key.length && key[common] === vocative[common]) common++;
  const result = word.slice(0, common) + vocative.slice(common);
  return word === word.toUpperCase() ? result.toUpperCase() : result;
}

/**
 * The name to greet someone by in Ukrainian: the first word of `name` that is a known first name,
 * in the vocative ("Олена Коваленко" → "Олено", "Коваленко Андрій" → "Андрію"); when no word is
 * one, the whole name unchanged (foreign and Latin-script names are not declined).
 */
export function ukrainianVocative(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, " ");
  for (const word of trimmed.split(" ")) {
    const declined = declineWord(word);
    if (declined) return declined;
  }
  return trimmed;
}
