// A theme that draws the page's content alone. The default theme's build is most of the site test's time, and it
// plays no part in what the recipe is about: Vue leaving the tags to the browser, the script in head, public/ files.
import { Content } from 'vitepress';
import { h } from 'vue';

export default { Layout: () => h(Content) };
