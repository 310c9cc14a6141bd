import type { Size } from '../../shared/constants.ts';
import { toMicrometres, type Condition, type GarmentType, type Measurement } from '../../shared/vintage-details.ts';
import type { VintageDetailColumns } from '../modules/catalog/vintage-details.ts';
import { MEASUREMENT_COLUMNS } from '../modules/catalog/vintage-details.ts';
import type { Garment } from './demo-images.ts';

/** What a demo piece's label and a look over it tell (design.md §2 "Vintage details"), by the piece's name. */
type DemoDetails = { condition: Condition; brand?: string; era: string; material: string; flaws?: string };

const GARMENT_TYPES: Record<Garment, GarmentType> = { tee: 'tops', jacket: 'outerwear', dress: 'dresses', pants: 'bottoms', skirt: 'bottoms' };

/** Typical flat measurements in cm of a medium of each kind, and how much each size step adds. */
const MEDIUM_CM: Record<Garment, Partial<Record<Measurement, [number, number]>>> = {
  tee: { pit_to_pit: [52, 3], shoulder: [46, 2], sleeve: [21, 1], length: [71, 2] },
  jacket: { pit_to_pit: [58, 3], shoulder: [48, 2], sleeve: [63, 1.5], length: [68, 2] },
  dress: { pit_to_pit: [46, 2.5], shoulder: [38, 1.5], waist: [36, 2.5], hip: [50, 2.5], length: [112, 2] },
  pants: { waist: [40, 2.5], hip: [52, 2.5], rise: [30, 1], inseam: [78, 1], length: [104, 1] },
  skirt: { waist: [35, 2.5], hip: [48, 2.5], length: [62, 1] },
};

const SIZE_STEP: Record<Size, number> = { xs: -2, s: -1, m: 0, l: 1, xl: 2, xxl: 3 };

export const DEMO_DETAILS: Record<string, DemoDetails> = {
  "Levi's 501 Stonewash Jeans": { condition: 'very_good', brand: 'Levi’s', era: '1990s', material: '100% cotton denim', flaws: 'Light fading at the knees, as 501s do.' },
  'Floral Rayon Midi Dress': { condition: 'excellent', era: '1980s', material: 'Rayon' },
  'Harrington Jacket in Olive': { condition: 'very_good', brand: 'Baracuta', era: '1970s', material: 'Cotton and polyester, tartan cotton lining', flaws: 'One small pen mark inside the left pocket.' },
  'Single-Stitch Band Tee': { condition: 'good', era: '1990s', material: '100% cotton', flaws: 'Print cracked all over; small hole at the back hem.' },
  'Pleated Plaid Skirt': { condition: 'excellent', era: '1990s', material: 'Wool blend' },
  'Corduroy Chore Coat': { condition: 'very_good', brand: 'Carhartt', era: '1980s', material: 'Cotton corduroy', flaws: 'Cuffs lightly frayed.' },
  'Silk Slip Dress in Champagne': { condition: 'mint', era: '1990s', material: '100% silk' },
  'Ringer Tee "Manila Bay"': { condition: 'good', era: '1980s', material: 'Cotton', flaws: 'Print sun-faded; collar a little stretched.' },
  'Carpenter Pants in Duck Canvas': { condition: 'very_good', brand: 'Carhartt', era: '2000s', material: 'Cotton duck canvas' },
  'Varsity Letter Jacket': { condition: 'good', era: '1970s', material: 'Wool body, leather sleeves', flaws: 'Scuffs on both leather cuffs; letter patch re-stitched.' },
  'Gingham Sundress': { condition: 'excellent', era: '1970s', material: 'Cotton' },
  'Denim Trucker Jacket': { condition: 'very_good', brand: 'Levi’s', era: '1980s', material: 'Cotton denim, wool blanket lining' },
  'Hawaiian Camp Shirt': { condition: 'excellent', brand: 'Reyn Spooner', era: '1990s', material: 'Rayon' },
  'High-Waist Mom Jeans': { condition: 'very_good', brand: 'Lee', era: '1990s', material: '100% cotton denim' },
  'Knit Tennis Skirt': { condition: 'good', era: '1980s', material: 'Cotton knit', flaws: 'Light pilling.' },
  'Barn Jacket with Cord Collar': { condition: 'fair', brand: 'Barbour', era: '1990s', material: 'Waxed cotton, corduroy collar', flaws: 'Wax worn off at the elbows and a repaired tear on the back; needs rewaxing.' },
  'Polka Dot Tea Dress': { condition: 'excellent', era: '1950s', material: 'Cotton voile' },
  'Souvenir Tee "Boracay 1994"': { condition: 'good', era: '1990s', material: 'Cotton', flaws: 'Two pinholes near the collar.' },
  'Pleated Wool Trousers': { condition: 'very_good', era: '1980s', material: 'Wool' },
  'Denim Mini Skirt': { condition: 'excellent', brand: 'Guess', era: '1990s', material: 'Cotton denim' },
  'Windbreaker in Colour Block': { condition: 'very_good', brand: 'Nike', era: '1990s', material: 'Nylon shell, mesh lining' },
  'Broderie Anglaise Blouse Dress': { condition: 'excellent', era: '1970s', material: 'Cotton eyelet' },
  'Pocket Tee in Sage': { condition: 'mint', brand: 'Champion', era: '2000s', material: 'Heavyweight cotton' },
  'Fatigue Pants': { condition: 'good', era: '1970s', material: 'Cotton sateen', flaws: 'Faded along the seams; one button replaced.' },
  'Suede Fringe Skirt': { condition: 'very_good', era: '1970s', material: 'Suede' },
  'Chambray Work Shirt': { condition: 'good', brand: 'Big Mac', era: '1970s', material: 'Cotton chambray', flaws: 'Collar points worn.' },
  'Velvet Party Dress': { condition: 'excellent', era: '1980s', material: 'Rayon velvet, satin bow' },
  'Fleece Zip Jacket': { condition: 'very_good', brand: 'Patagonia', era: '1990s', material: 'Polyester pile fleece' },
};

/** A demo piece's details as stored: its type's measurements for its size (varied a little by `index`), stored once. */
export function demoDetailColumns(name: string, garment: Garment, size: Size, index: number): VintageDetailColumns {
  const details = DEMO_DETAILS[name];
  const columns: VintageDetailColumns = { garmentType: GARMENT_TYPES[garment], ...details, brand: details?.brand ?? null };
  for (const [measurement, [medium, step]] of Object.entries(MEDIUM_CM[garment]) as [Measurement, [number, number]][]) {
    columns[MEASUREMENT_COLUMNS[measurement]] = toMicrometres(medium + SIZE_STEP[size] * step + (index % 3) * 0.5, 'cm');
  }
  return columns;
}
