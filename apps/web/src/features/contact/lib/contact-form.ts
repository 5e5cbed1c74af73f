import { ContactInquiry } from '@app/contracts';
import { required } from '@/components/form/rules';

/**
 * The inquiry as the contact call takes it (name, e-mail and message required, the e-mail and the
 * phone well-formed), the e-mail left empty reading "This field is required" like the others.
 */
export const contactForm = ContactInquiry.omit({ locale: true }).extend({
  email: required(ContactInquiry.shape.email),
});
