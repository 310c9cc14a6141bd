/**
 * Where a buyer looks for the places the PSGC keeps outside every province (design.md §2).
 *
 * In the dataset a city or municipality names its province by `provinceCode`. Highly urbanised cities
 * have a province-level code of their own (Cebu City is 07-306-00-000) and a `provinceCode` pointing at
 * themselves; Isabela City sits under "City of Isabela (Not a Province)" and the Bangsamoro's eight
 * Special Geographic Area towns under the Area itself. Which province surrounds them is in no field and
 * in no code prefix (their region prefix leaves several provinces, or the wrong region for Isabela City
 * and the Area), so it is written down here, keyed by the code they name as their province. Independent
 * component cities (Naga, Ormoc, Santiago, Dagupan, Cotabato City…) already carry their province's code.
 */
export const PROVINCE_AROUND: ReadonlyMap<string, string> = new Map([
  ['0330100000', '0305400000'], // Angeles City → Pampanga
  ['1830200000', '1804500000'], // Bacolod City → Negros Occidental
  ['1430300000', '1401100000'], // Baguio City → Benguet
  ['1630400000', '1600200000'], // Butuan City → Agusan del Norte
  ['1030500000', '1004300000'], // Cagayan de Oro City → Misamis Oriental
  ['0730600000', '0702200000'], // Cebu City → Cebu
  ['1130700000', '1102400000'], // Davao City → Davao del Sur
  ['1230800000', '1206300000'], // General Santos City → South Cotabato
  ['1030900000', '1003500000'], // Iligan City → Lanao del Norte
  ['0631000000', '0603000000'], // Iloilo City → Iloilo
  ['0731100000', '0702200000'], // Lapu-Lapu City → Cebu
  ['0431200000', '0405600000'], // Lucena City → Quezon
  ['0731300000', '0702200000'], // Mandaue City → Cebu
  ['0331400000', '0307100000'], // Olongapo City → Zambales
  ['1731500000', '1705300000'], // Puerto Princesa City → Palawan
  ['0831600000', '0803700000'], // Tacloban City → Leyte
  ['0931700000', '0907300000'], // Zamboanga City → Zamboanga del Sur
  ['0990100000', '1900700000'], // City of Isabela (Region IX) → Basilan (BARMM), the island it is on
  ['1999900000', '1204700000'], // Special Geographic Area (BARMM): towns carved from Cotabato's, inside it
]);
