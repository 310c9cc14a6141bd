import type { AdminUserListOutput } from '../../../shared/schemas/users.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { Em } from '../../db/orm.ts';
import { User } from '../users/user.entity.ts';
import { UserProfile } from './user-profile.entity.ts';

/** Users whose name or email matches, or whose profile's Instagram username does. */
async function searchFilter(em: Em, search: string | undefined) {
  if (!search) return {};
  const pattern = containsPattern(search);
  // The username lives on the profile, which the user entity does not point to: match it first.
  const byInstagram = await em.find(UserProfile, { instagramUsername: { $ilike: pattern } }, { fields: ['user'] });
  return {
    $or: [
      { name: { $ilike: pattern } },
      { email: { $ilike: pattern } },
      ...(byInstagram.length > 0 ? [{ id: { $in: byInstagram.map((profile) => profile.user.id) } }] : []),
    ],
  };
}

/** Manage Users (docs/product/screens.md "Manage Users"): each user with the delivery address of their profile, by name. */
export async function listUsers(em: Em, search?: string): Promise<AdminUserListOutput> {
  const users = await em.find(User, await searchFilter(em, search), { orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  const profiles = await em.find(UserProfile, { user: { $in: users.map((user) => user.id) } });
  const profileOf = new Map(profiles.map((profile) => [profile.user.id, profile]));
  return {
    users: users.map((user) => {
      const profile = profileOf.get(user.id);
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        instagram_username: profile?.instagramUsername ?? null,
        address_line1: profile?.addressLine1 ?? null,
        barangay: profile?.barangay ?? null,
        city: profile?.city ?? null,
        province: profile?.province ?? null,
      };
    }),
  };
}
