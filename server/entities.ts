import { Announcement } from './modules/content/announcement.entity.ts';
import { HeroSlide } from './modules/content/hero-slide.entity.ts';
import { Cart } from './modules/cart/cart.entity.ts';
import { CartItem } from './modules/cart/cart-item.entity.ts';
import { ConfirmedMailbox } from './modules/mail/confirmed-mailbox.entity.ts';
import { MailRecord } from './modules/mail/mail-record.entity.ts';
import { Drop, HoldStart, Product, ProductImage, QueueEntry } from './modules/pieces/entities.ts';
import { ProductEvent } from './modules/catalog/product-event.entity.ts';
import { Order } from './modules/orders/order.entity.ts';
import { OrderEvent } from './modules/orders/order-event.entity.ts';
import { OrderItem } from './modules/orders/order-item.entity.ts';
import { OrderViewLink } from './modules/orders/order-view-link.entity.ts';
import { AmountReservation } from './modules/orders/amount-reservation.entity.ts';
import { StatementMatch } from './modules/orders/statement-match.entity.ts';
import { GuestProfile } from './modules/profiles/guest-profile.entity.ts';
import { UserProfile } from './modules/profiles/user-profile.entity.ts';
import { PaymentCode } from './modules/payment-codes/payment-code.entity.ts';
import { PushDevice } from './modules/push/push-device.entity.ts';
import { VapidKeys } from './modules/push/vapid-keys.entity.ts';
import { Setting } from './modules/settings/setting.entity.ts';
import { EmailVerificationToken } from './modules/users/email-verification-token.entity.ts';
import { EndedSession } from './modules/users/ended-session.entity.ts';
import { PasswordResetToken } from './modules/users/password-reset-token.entity.ts';
import { Session } from './modules/users/session.entity.ts';
import { User } from './modules/users/user.entity.ts';
import { RateLimit } from './rate-limit/rate-limit.entity.ts';

/** Every entity the ORM maps; discovery is explicit so nothing depends on file globs. */
export const entities = [
  User,
  Session,
  EndedSession,
  PasswordResetToken,
  EmailVerificationToken,
  UserProfile,
  GuestProfile,
  Product,
  ProductImage,
  ProductEvent,
  Drop,
  Cart,
  CartItem,
  QueueEntry,
  HoldStart,
  Order,
  OrderItem,
  OrderEvent,
  OrderViewLink,
  StatementMatch,
  AmountReservation,
  Announcement,
  HeroSlide,
  Setting,
  PaymentCode,
  RateLimit,
  MailRecord,
  ConfirmedMailbox,
  VapidKeys,
  PushDevice,
];
