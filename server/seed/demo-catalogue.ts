import { SHOP_INSTAGRAM, type Category, type Size } from '../../shared/constants.ts';
import type { STORED_PRODUCT_STATUSES } from '../../shared/constants.ts';
import type { Garment } from './demo-images.ts';

export type DemoProduct = {
  name: string;
  garment: Garment;
  size: Size;
  pesos: number;
  category: Category;
  isNewArrival?: boolean;
  isSale?: boolean;
  status?: (typeof STORED_PRODUCT_STATUSES)[number];
  images?: number;
  story: string;
};

/** A believable first week of stock for a Pasig City ukay-ukay, across sizes, flags and states. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  { name: "Levi's 501 Stonewash Jeans", garment: 'pants', size: 'm', pesos: 1450, category: 'men', isNewArrival: true, images: 3, story: 'Straight-leg 501s from the early 90s, soft from years of washing, no rips.' },
  { name: 'Floral Rayon Midi Dress', garment: 'dress', size: 's', pesos: 890, category: 'women', isNewArrival: true, images: 2, story: 'Flowing rayon with a tiny daisy print and covered buttons down the back.' },
  { name: 'Harrington Jacket in Olive', garment: 'jacket', size: 'l', pesos: 1750, category: 'men', isNewArrival: true, story: 'Classic Harrington with tartan lining and a working two-way zip.' },
  { name: 'Single-Stitch Band Tee', garment: 'tee', size: 'xl', pesos: 1200, category: 'men', isNewArrival: true, images: 2, story: 'Faded black single-stitch tee with a cracked tour print on the back.' },
  { name: 'Pleated Plaid Skirt', garment: 'skirt', size: 'xs', pesos: 550, category: 'women', isNewArrival: true, isSale: true, story: 'Wool-blend knife pleats in autumn plaid; side zip and hook.' },
  { name: 'Corduroy Chore Coat', garment: 'jacket', size: 'm', pesos: 1980, category: 'men', isNewArrival: true, story: 'Wide-wale cord in rust with three patch pockets and corozo buttons.' },
  { name: 'Silk Slip Dress in Champagne', garment: 'dress', size: 'm', pesos: 1350, category: 'women', isNewArrival: true, images: 2, story: 'Bias-cut silk that catches the light; adjustable straps.' },
  { name: 'Ringer Tee "Manila Bay"', garment: 'tee', size: 's', pesos: 480, category: 'women', isNewArrival: true, story: 'Soft cotton ringer with a sun-bleached souvenir print.' },
  { name: 'Carpenter Pants in Duck Canvas', garment: 'pants', size: 'l', pesos: 1290, category: 'men', isNewArrival: true, status: 'Sold', story: 'Tan duck canvas with a hammer loop; broken in just right.' },
  { name: 'Varsity Letter Jacket', garment: 'jacket', size: 'xl', pesos: 2450, category: 'men', status: 'Pending', story: 'Melton wool body, leather sleeves, chenille letter patch.' },
  { name: 'Gingham Sundress', garment: 'dress', size: 'l', pesos: 720, category: 'women', isSale: true, story: 'Blue gingham with smocked back and tie straps.' },
  { name: 'Denim Trucker Jacket', garment: 'jacket', size: 's', pesos: 1600, category: 'women', images: 3, story: 'Type III trucker in a medium wash, blanket-lined.' },
  { name: 'Hawaiian Camp Shirt', garment: 'tee', size: 'l', pesos: 650, category: 'men', isSale: true, story: 'Rayon aloha shirt with coconut buttons and a matched pocket.' },
  { name: 'High-Waist Mom Jeans', garment: 'pants', size: 's', pesos: 950, category: 'women', story: 'Light-wash tapered mom jeans with a button fly.' },
  { name: 'Knit Tennis Skirt', garment: 'skirt', size: 'm', pesos: 420, category: 'women', isSale: true, status: 'Sold', story: 'White cable knit with a navy stripe at the hem.' },
  { name: 'Barn Jacket with Cord Collar', garment: 'jacket', size: 'xxl', pesos: 2100, category: 'men', story: 'Waxed cotton barn coat with a brown corduroy collar.' },
  { name: 'Polka Dot Tea Dress', garment: 'dress', size: 'xs', pesos: 980, category: 'women', story: 'Navy with white dots, puff sleeves and a sweetheart neckline.' },
  { name: 'Souvenir Tee "Boracay 1994"', garment: 'tee', size: 'm', pesos: 560, category: 'men', status: 'Sold', story: 'Paper-thin tee with a screen-printed sunset.' },
  { name: 'Pleated Wool Trousers', garment: 'pants', size: 'xl', pesos: 870, category: 'men', isSale: true, story: 'Double-pleated charcoal trousers with a generous rise.' },
  { name: 'Denim Mini Skirt', garment: 'skirt', size: 's', pesos: 500, category: 'women', story: 'Raw-hem denim mini with contrast stitching.' },
  { name: 'Windbreaker in Colour Block', garment: 'jacket', size: 'm', pesos: 1150, category: 'men', isSale: true, story: 'Teal, purple and mint nylon shell with a packable hood.' },
  { name: 'Broderie Anglaise Blouse Dress', garment: 'dress', size: 'm', pesos: 1100, category: 'women', status: 'Pending', story: 'White cotton eyelet, tiered skirt, fully lined.' },
  { name: 'Pocket Tee in Sage', garment: 'tee', size: 'xs', pesos: 380, category: 'women', story: 'Heavyweight cotton pocket tee, perfectly boxy.' },
  { name: 'Fatigue Pants', garment: 'pants', size: 'm', pesos: 990, category: 'men', story: 'Olive sateen fatigues with cargo pockets and drawcord hems.' },
  { name: 'Suede Fringe Skirt', garment: 'skirt', size: 'l', pesos: 1250, category: 'women', story: 'Butter-soft tan suede with a fringed hem.' },
  { name: 'Chambray Work Shirt', garment: 'tee', size: 'xxl', pesos: 690, category: 'men', story: 'Faded chambray with triple-stitched seams.' },
  { name: 'Velvet Party Dress', garment: 'dress', size: 'xl', pesos: 1380, category: 'women', isSale: true, story: 'Deep burgundy velvet with a satin bow at the waist.' },
  { name: 'Fleece Zip Jacket', garment: 'jacket', size: 'l', pesos: 840, category: 'women', story: 'Cream pile fleece with contrast nylon trims.' },
];

export const DEMO_CARE = '<ul><li>Hand wash cold or gentle machine cycle, inside out.</li><li>Dry in the shade; no tumble dryer.</li><li>Vintage pieces may show light signs of a life well lived; any flaw is noted with the piece’s condition.</li></ul>';

export const DEMO_ANNOUNCEMENTS = [
  { text: 'Fresh drops every Friday at 8 PM. Set your alarms!', displayOrder: 0, buttonText: 'Shop New Arrivals', buttonLink: '/new', backgroundColor: '#3d2b1f', textColor: '#f6ead7' },
  { text: 'We ship anywhere in the Philippines. Metro Manila orders arrive in 1-3 days.', displayOrder: 1, backgroundColor: '#8a3b2e', textColor: '#FFFFFF' },
];

export const DEMO_SLIDES = [
  { title: 'Thrifted, loved, yours', subtitle: 'One-of-a-kind vintage from Pasig City', link: '/new', order: 0 },
  { title: 'Sale rack is open', subtitle: 'Last pieces, lower prices', link: '/sale', order: 1 },
];

/** The checkout texts a new shop owner would write first (docs/product/pieces-and-orders.md "Settings"), as a starting point. */
export const DEMO_CHECKOUT_TEXTS = {
  payment_options_description:
    '<p>Pay the exact total by one of these, then upload a screenshot of the payment:</p><ul><li><strong>GCash</strong>: 0917 555 0199 (Ukay Vintage)</li><li><strong>BPI</strong>: 1234 5678 90, Ukay Vintage Trading</li></ul>',
  what_happens_after_payment:
    '<p>We check every proof of payment within 24 hours. Once it is approved, your pieces are packed and shipped within two working days, and we send the tracking number to your Instagram.</p>',
  thanks_message: `<p>Salamat! Your pieces are reserved while we confirm your payment. Follow <strong>@${SHOP_INSTAGRAM}</strong> for Friday drops.</p>`,
} as const;
