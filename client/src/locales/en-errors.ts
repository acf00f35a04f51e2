// The server's messages in English, keyed: another language's chunk brings them, to find the key
// of a validation message the shared schemas give in English (an English page shows them as sent).
import errors from "@common/locales/en/errors.json";

export default errors;
