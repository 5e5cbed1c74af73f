import { CreateInvitationRequest } from '@app/contracts';

/** The admin's invitation form: the contract's rules for the two fields it shows. */
export const InviteForm = CreateInvitationRequest.pick({ email: true, role: true });
