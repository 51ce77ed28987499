export default '/projects'
