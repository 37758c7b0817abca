/**
 * The dashboard's search parameter that shows 'To read' whole (`?to-read=all`): 'Show all' is a
 * link to it, so that it works before the page's JavaScript has loaded.
 */
export const TO_READ_ALL_PARAM = "to-read";
