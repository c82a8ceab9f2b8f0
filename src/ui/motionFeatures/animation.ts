// framer-motion's animations without gestures (domMin: the parts only enter and ease, nothing
// here is hovered or tapped through motion), in a chunk of their own (motionKit.tsx loads it).
export { domMin as default } from 'framer-motion'
