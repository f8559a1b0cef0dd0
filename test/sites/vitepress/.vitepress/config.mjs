// The README's VitePress recipe: Vue leaves the widgets' tags to the browser (isCustomElement), and every page
// loads the package's browser file, copied to public/army-combat/.
const tags = ['army-battle', 'army-roster', 'army-unit', 'morale-tracker', 'recruit-cost', 'skirmish-resolver'];

export default {
  title: 'Army Combat',
  head: [['script', { type: 'module', src: '/army-combat/army-combat.js' }]],
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tags.includes(tag) } } },
};
