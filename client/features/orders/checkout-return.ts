/**
 * Where signing in (or registering) from the checkout returns the buyer: the cart, with the checkout
 * open again, so a returning customer keeps their place (the guest cart merges into the account).
 */
export const CHECKOUT_RETURN_URL = '/cart?checkout=true';
