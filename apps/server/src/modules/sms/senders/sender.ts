/** Delivers a verification code to a phone. One implementation per gateway, chosen by SMS_SENDER. */
export type SmsSender = {
  readonly name: string;
  send(phoneNumber: string, code: string): Promise<void>;
};
