import type { MailMessage } from './mailer.js';

/** A name typed by a person, on one line: it goes into a subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An invitation to join an organisation (docs/product.md#organisations). */
export interface InvitationText {
  organisation: string;
  /** The role's label: Admin, QA, Reviewer. */
  role: string;
  /** The inviting admin's name, or null. */
  by: string | null;
  publicUrl: string;
}

/** The texts of the mail the product sends. Codes stand on their own line so they are easy to copy. */
/** Who invited whom to what: the subject and first line both invitation mails share. */
function invitationHeading(product: string, invite: InvitationText) {
  const who = invite.by ? oneLine(invite.by) : 'An admin';
  const organisation = oneLine(invite.organisation);
  return {
    who,
    organisation,
    subject: `${who} invited you to join ${organisation} on ${product}`,
    opening: `${who} invited you to join ${organisation} on ${product} as ${invite.role}.`,
  };
}

export const mailTemplates = {
  verifyEmail: (product: string, to: string, firstName: string, code: string): MailMessage => ({
    to,
    subject: `Confirm your ${product} email address`,
    text: [
      `Hi ${firstName || 'there'},`,
      '',
      `Enter this code in ${product} to confirm your email address:`,
      '',
      `Your code: ${code}`,
      '',
      'The code is valid for 24 hours. If you did not sign up, ignore this message.',
    ].join('\n'),
  }),
  /** Sent instead of a code when someone signs up with an address that already has an account. */
  accountExists: (product: string, to: string, publicUrl: string): MailMessage => ({
    to,
    subject: `Someone tried to create a ${product} account with your address`,
    text: [
      `Someone (perhaps you) just tried to create a new ${product} account with this email address, which already has one.`,
      '',
      `To get in, sign in: ${publicUrl}/auth/login`,
      `Forgot the password? Reset it: ${publicUrl}/auth/forgot-password`,
      '',
      'If it was not you, ignore this message: nothing about your account has changed.',
    ].join('\n'),
  }),
  loginCode: (product: string, to: string, code: string): MailMessage => ({
    to,
    subject: `Your ${product} sign-in code`,
    text: [
      `Someone (hopefully you) entered your password to sign in to ${product}.`,
      '',
      `Your code: ${code}`,
      '',
      'The code is valid for 10 minutes. If it was not you, change your password now.',
    ].join('\n'),
  }),
  resetPassword: (product: string, to: string, link: string): MailMessage => ({
    to,
    subject: `Reset your ${product} password`,
    text: [
      `Open this link to choose a new ${product} password:`,
      '',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this message.',
    ].join('\n'),
  }),
  passwordChanged: (product: string, to: string): MailMessage => ({
    to,
    subject: `Your ${product} password was changed`,
    text: [
      `The password of your ${product} account was just changed, and every other session was signed out.`,
      '',
      'If this was not you, reset your password at once.',
    ].join('\n'),
  }),
  /** An admin approved or rejected a member's leave request (docs/product.md#leave). */
  leaveDecided: (
    product: string,
    to: string,
    leave: { span: string; approved: boolean; by: string; note: string | null; link: string },
  ): MailMessage => ({
    to,
    subject: `Your ${product} leave request was ${leave.approved ? 'approved' : 'rejected'}`,
    text: [
      `${leave.by} ${leave.approved ? 'approved' : 'rejected'} your leave request for ${leave.span}.`,
      ...(leave.note ? ['', `Their note: ${leave.note}`] : []),
      '',
      `Your leave requests: ${leave.link}`,
    ].join('\n'),
  }),
  /** An admin answered a member's dispute (docs/product.md#disputes). */
  disputeAnswered: (
    product: string,
    to: string,
    dispute: { title: string; kind: string; by: string; reply: string; link: string },
  ): MailMessage => ({
    to,
    subject: `Your ${product} dispute about "${dispute.title}" was answered`,
    text: [
      `${dispute.by} answered your dispute (${dispute.kind}) about "${dispute.title}":`,
      '',
      dispute.reply,
      '',
      `Your disputes: ${dispute.link}`,
    ].join('\n'),
  }),
  /**
   * To an address that has an account: nothing changes until its owner signs in and accepts, so the
   * mail says what accepting means.
   */
  invitationToAccount: (product: string, to: string, invite: InvitationText): MailMessage => {
    const { subject, opening } = invitationHeading(product, invite);
    return {
      to,
      subject,
      text: [
        opening,
        '',
        `Sign in to accept or decline: ${invite.publicUrl}/auth/login`,
        '',
        "Nothing about your account changes unless you accept. If you join, the organisation's admins can see",
        'and edit your profile, plan and usage; your own files stay yours, in your own list, and the',
        'organisation does not see them. You can leave the organisation at any time.',
      ].join('\n'),
    };
  },
  /** To an address without an account: signing up with it is how the person says yes. */
  invitationToSignUp: (product: string, to: string, invite: InvitationText): MailMessage => {
    const { organisation, subject, opening } = invitationHeading(product, invite);
    return {
      to,
      subject,
      text: [
        opening,
        '',
        `To join, create your account with this email address: ${invite.publicUrl}/auth/signup`,
        `When you confirm the address, you are a member of ${organisation}, and its admins can see and edit`,
        'your profile, plan and usage. You can leave the organisation at any time.',
        '',
        'If you do not want to join, ignore this message.',
      ].join('\n'),
    };
  },
};
