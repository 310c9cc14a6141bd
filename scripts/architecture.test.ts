import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const load = createRequire(import.meta.url);
/** The file rules, and the module DAG, which is a rule over folders and cruises production code alone. */
const CONFIGS = {
  files: load('../.dependency-cruiser.cjs') as IConfiguration,
  modules: load('../.dependency-cruiser-modules.cjs') as IConfiguration,
};

async function violationsIn(config: IConfiguration, baseDir: string, folders: string[], options: ICruiseOptions = {}) {
  const { output } = await cruise(folders, { ...config.options, ...options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden } });
  const result = output as ICruiseResult;
  return result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);
}

/** One file per rule that breaks it, as a newcomer might write it. */
const RULE_BREAKERS: Record<string, Record<string, string>> = {
  'no-cycle-across-folders': {
    'server/modules/cart/cart.service.ts': "import { price } from '../catalog/catalog.service.ts';\nexport const cart = () => price;",
    'server/modules/catalog/catalog.service.ts': "import { cart } from '../cart/cart.service.ts';\nexport const price = () => cart;",
  },
  'pieces-only-through-its-entry': {
    'server/modules/cart/cart.service.ts': "import { holdCart } from '../pieces/hold.ts';\nexport const hold = holdCart;",
    'server/modules/pieces/hold.ts': 'export const holdCart = 1;',
  },
  'domain-rules-free-of-transport': {
    'server/modules/orders/orders.service.ts': "import { t } from '../../trpc/init.ts';\nexport const list = t;",
    'server/trpc/init.ts': 'export const t = 1;',
  },
  'routers-free-of-rest': {
    'server/modules/users/users.router.ts': "import { routes } from '../../rest/users.routes.ts';\nexport const router = routes;",
    'server/rest/users.routes.ts': 'export const routes = [];',
  },
  'rest-only-through-procedures': {
    'server/rest/catalog.routes.ts': "import { listProducts } from '../modules/catalog/catalog-list.service.ts';\nexport const routes = [listProducts];",
    'server/modules/catalog/catalog-list.service.ts': 'export const listProducts = 1;',
  },
  'client-imports-only-server-types': {
    'client/lib/api.ts': "import { appRouter } from '../../server/trpc/root.ts';\nexport const router = appRouter;",
    'server/trpc/root.ts': 'export const appRouter = {};',
  },
  'feature-never-imports-feature': {
    'client/features/cart/components/cart-view.tsx': "import { ProductCard } from '../../catalog/components/product-card.tsx';\nexport const CartView = ProductCard;",
    'client/features/catalog/components/product-card.tsx': 'export const ProductCard = 1;',
  },
  'client-parts-free-of-routes-and-features': {
    'client/components/page.tsx': "import { CartButton } from '../features/cart/cart-button.tsx';\nexport const Page = CartButton;",
    'client/features/cart/cart-button.tsx': 'export const CartButton = 1;',
  },
  'shared-imports-only-zod': {
    'shared/schemas/users.ts': "import { hash } from '../../server/modules/users/password.ts';\nexport const User = hash;",
    'server/modules/users/password.ts': 'export const hash = 1;',
  },
  'server-never-imports-client': {
    'server/http/first-paint.ts': "import { theme } from '../../client/theme.ts';\nexport const paint = theme;",
    'client/theme.ts': 'export const theme = 1;',
  },
  'production-never-imports-tests': {
    'server/seed/seed.ts': "import { fixture } from '../test/fixtures.ts';\nexport const seed = fixture;",
    'server/test/fixtures.ts': 'export const fixture = 1;',
  },
  // A loop of modules with no loop of files: the sign-in adopting the cart, while the cart names its holders.
  'server-modules-form-a-dag': {
    'server/modules/users/sign-in.ts': "import { adopt } from '../cart/adopt.ts';\nexport const signIn = adopt;",
    'server/modules/cart/adopt.ts': 'export const adopt = 1;',
    'server/modules/cart/holders.ts': "import { User } from '../users/user.entity.ts';\nexport const holders = User;",
    'server/modules/users/user.entity.ts': 'export const User = 1;',
  },
};

const configOf = (rule: string) => (CONFIGS.modules.forbidden?.some((forbidden) => forbidden.name === rule) ? CONFIGS.modules : CONFIGS.files);

describe('architecture (.dependency-cruiser.cjs, .dependency-cruiser-modules.cjs)', () => {
  it('holds for the whole codebase: no import breaks a boundary', async () => {
    expect(await violationsIn(CONFIGS.files, root, ['client', 'server', 'shared', 'scripts', 'bench', 'e2e'])).toEqual([]);
  });

  it('holds for the server’s modules: none imports one that imports it back, directly or round a loop', async () => {
    expect(await violationsIn(CONFIGS.modules, root, ['server'])).toEqual([]);
  });

  it('lists a breaking file for every rule, so no rule goes unchecked', () => {
    const rules = [...(CONFIGS.files.forbidden ?? []), ...(CONFIGS.modules.forbidden ?? [])];
    expect(Object.keys(RULE_BREAKERS).sort()).toEqual(rules.map((rule) => rule.name).sort());
  });

  it.each(Object.entries(RULE_BREAKERS))('fails an import that breaks %s', async (rule, files) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ukay-architecture-'));
    try {
      for (const [file, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), text);
      }
      const violations = await violationsIn(configOf(rule), dir, Object.keys(files), { tsConfig: undefined });
      expect(violations.some((violation) => violation.startsWith(`${rule}:`)), violations.join('\n')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
