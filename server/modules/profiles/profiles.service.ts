import type { ProfileInput, ProfileOutput } from '../../../shared/schemas/profiles.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { checkDeliveryPlace } from '../address/delivery-place.ts';
import { User } from '../users/user.entity.ts';
import { GuestProfile } from './guest-profile.entity.ts';
import { UserProfile } from './user-profile.entity.ts';

type ProfileFields = { [K in keyof ProfileInput]-?: string | null };
type GuestProfileFields = ProfileFields & { customer_name: string | null; email: string | null };

function addressOf(profile: UserProfile | GuestProfile | null) {
  return {
    instagram_username: profile?.instagramUsername ?? null,
    address_line1: profile?.addressLine1 ?? null,
    barangay: profile?.barangay ?? null,
    city: profile?.city ?? null,
    province: profile?.province ?? null,
    mobile_number: profile?.mobileNumber ?? null,
  };
}

/** The delivery columns profiles and orders share, from the fields of the shared schemas. */
export function addressColumns(input: ProfileFields) {
  return {
    instagramUsername: input.instagram_username,
    addressLine1: input.address_line1,
    barangay: input.barangay,
    city: input.city,
    province: input.province,
    mobileNumber: input.mobile_number,
  };
}

/** A user's name and email come from the account; a guest's are part of their profile. */
export async function getProfile(em: Em, buyer: Buyer): Promise<ProfileOutput> {
  if (buyer.kind === 'user') {
    const userId = Number(buyer.id);
    const [user, profile] = await Promise.all([
      em.findOneOrFail(User, { id: userId }),
      em.findOne(UserProfile, { user: userId }),
    ]);
    return { customer_name: user.name, email: user.email, ...addressOf(profile) };
  }
  const profile = await em.findOne(GuestProfile, { guestId: buyer.id });
  return { customer_name: profile?.customerName ?? null, email: profile?.email ?? null, ...addressOf(profile) };
}

/** What a guest typed about themselves at checkout, kept in their profile: their name and e-mail. */
export type GuestContact = { name: string | null; email: string | null };

/** Each guest's name and e-mail as typed at checkout, by guest id; a guest with no profile is absent. */
export async function guestContacts(em: Em, guestIds: readonly string[]): Promise<Map<string, GuestContact>> {
  if (guestIds.length === 0) return new Map();
  const profiles = await em.find(GuestProfile, { guestId: { $in: [...new Set(guestIds)] } }, { fields: ['customerName', 'email'] });
  return new Map(profiles.map((profile) => [profile.guestId, { name: profile.customerName ?? null, email: profile.email ?? null }]));
}

/** The address is checked against the address selects' data and kept as they spell it. */
export async function saveProfile(em: Em, buyer: Buyer, input: GuestProfileFields | ProfileFields): Promise<ProfileOutput> {
  const address = addressColumns({ ...input, ...checkDeliveryPlace(input) });
  if (buyer.kind === 'user') {
    await em.upsert(UserProfile, { user: Number(buyer.id), ...address });
  } else {
    const guest = input as Partial<GuestProfileFields>;
    await em.upsert(GuestProfile, {
      guestId: buyer.id,
      customerName: guest.customer_name ?? null,
      email: guest.email ?? null,
      ...address,
    });
  }
  return getProfile(em.fork(), buyer);
}

